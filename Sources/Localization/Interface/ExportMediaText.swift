/// `diary export --format html`: the files a page takes along (in it, or beside it in a folder).
public protocol ExportMediaText: Sendable {
    /// After `warning: `: `link` (`2025/11/2025-11-21.md: media/x.jpeg`) names an attachment the vault does not have.
    func exportHTMLMediaMissing(_ link: String) -> String
    /// After `warning: `: `link` leads out of the vault, into a hidden folder or through a symbolic link: not read.
    func exportHTMLMediaRefused(_ link: String) -> String
    /// After `warning: `: the page holds `bytes` of files, past `limit`; the folder form keeps them beside it.
    func exportHTMLInlineLarge(bytes: Int, limit: Int) -> String
    /// Why `-o PATH/` is refused for a format other than HTML: a path ending in `/` names a folder.
    var exportFolderOnlyHTML: String { get }
    /// Why `-o FOLDER/` cannot be written: something that is no folder is there.
    var exportFolderIsNoFolder: String { get }
    /// Why `-o FOLDER/` cannot be written: the folder holds files that are no export of diary.
    var exportFolderNotEmpty: String { get }
    /// Why `-o FOLDER/` cannot be written: it holds an earlier export, and --force was not given.
    var exportFolderHoldsExport: String { get }
}
