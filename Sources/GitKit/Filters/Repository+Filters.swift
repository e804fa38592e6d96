import Clibgit2
import Foundation

/// Whether git could transform a file on its way into the object store, worked out once per commit.
///
/// True for `core.autocrlf`, or any attributes file that could name a filter for the path
/// (`.gitattributes` along its folders, `.git/info/attributes`, `core.attributesFile`, the XDG one).
/// When false the file's bytes are its blob, and libgit2's filter lookup, which loads the whole
/// index just to look for a `.gitattributes` in it, can be skipped.
struct FilterCheck {
    private let anywhere: Bool
    private let workdir: String
    private var folders: [String: Bool] = [:]

    init(_ repository: Repository) {
        let fileManager = FileManager.default
        var anywhere = false
        if let config = try? Handle<Libgit2.Config>.make(
            "git_repository_config_snapshot", { git_repository_config_snapshot(&$0, repository.handle.pointer) })
        {
            if let autocrlf = Repository.string("core.autocrlf", in: config), !["false", "no", "off", "0"].contains(autocrlf.lowercased()) {
                anywhere = true
            }
            if let file = Repository.string("core.attributesFile", in: config),
                fileManager.fileExists(atPath: (file as NSString).expandingTildeInPath)
            {
                anywhere = true
            }
        }
        // The XDG attributes file where libgit2 itself looks for it (it read `$XDG_CONFIG_HOME` or `$HOME`).
        if Self.xdgFolders().contains(where: { fileManager.fileExists(atPath: $0 + "/attributes") }) { anywhere = true }
        if fileManager.fileExists(atPath: repository.gitDirectory.appendingPathComponent("info/attributes").path) { anywhere = true }
        self.anywhere = anywhere
        self.workdir = repository.workdir.path
    }

    /// The folders libgit2 searches for the XDG `attributes` file; none when it names none.
    static func xdgFolders() -> [String] {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        guard clibgit2_xdg_search_path(&buffer) == 0, let pointer = buffer.ptr else {
            git_error_clear()
            return []
        }
        return String(cString: pointer).split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// True when a filter could apply to `path` (relative to the work tree).
    mutating func mayFilter(_ path: String) -> Bool {
        if anywhere { return true }
        var folder = workdir
        if attributes(in: folder) { return true }
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if attributes(in: folder) { return true }
        }
        return false
    }

    private mutating func attributes(in folder: String) -> Bool {
        if let known = folders[folder] { return known }
        let found = FileManager.default.fileExists(atPath: folder + "/.gitattributes")
        folders[folder] = found
        return found
    }
}
