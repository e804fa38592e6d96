extension EnglishText {
    public func exportHTMLMediaMissing(_ link: String) -> String {
        "\(link): no such file in the vault; the link is left as it is"
    }
    public func exportHTMLMediaRefused(_ link: String) -> String {
        "\(link): leads out of the vault, into a hidden folder or through a symbolic link; not read, the link is left as it is"
    }
    public func exportHTMLInlineLarge(bytes: Int, limit: Int) -> String {
        "the page holds \(ByteCountText.short(bytes)) of photos and other files (more than \(ByteCountText.short(limit))), "
            + "which browsers are slow to open; export to a folder (-o FOLDER/) to keep them beside the page"
    }
    public var exportFolderOnlyHTML: String { "a path ending in / names a folder, and only --format html writes one" }
    public var exportFolderIsNoFolder: String { "it is a file, not a folder" }
    public var exportFolderNotEmpty: String {
        "the folder holds other files; give a new or empty folder (diary replaces only an earlier export of its own)"
    }
    public var exportFolderHoldsExport: String { "the folder holds an earlier export; add --force to replace it" }
}
