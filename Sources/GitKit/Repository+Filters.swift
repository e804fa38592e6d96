import Clibgit2
import Foundation

extension Repository {
    /// True when git could transform `path` on its way into the object store: `core.autocrlf`, or any
    /// attributes file that could name a filter for it (`.gitattributes` along its folders,
    /// `.git/info/attributes`, `core.attributesFile`, the XDG one).
    ///
    /// When false the file's bytes are its blob, and libgit2's filter lookup, which loads the whole
    /// index just to look for a `.gitattributes` in it, can be skipped.
    func mayFilter(_ path: String) -> Bool {
        let fileManager = FileManager.default
        if let config = try? Handle<Libgit2.Config>.make("git_repository_config_snapshot", { git_repository_config_snapshot(&$0, handle.pointer) }) {
            if let autocrlf = Self.string("core.autocrlf", in: config), !["false", "no", "off", "0"].contains(autocrlf.lowercased()) {
                return true
            }
            if let file = Self.string("core.attributesFile", in: config) {
                if fileManager.fileExists(atPath: (file as NSString).expandingTildeInPath) { return true }
            }
        }
        let environment = ProcessInfo.processInfo.environment
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.config" } ?? "")
        if !configHome.isEmpty, fileManager.fileExists(atPath: configHome + "/git/attributes") { return true }
        if fileManager.fileExists(atPath: gitDirectory.appendingPathComponent("info/attributes").path) { return true }
        var folder = workdir.path
        if fileManager.fileExists(atPath: folder + "/.gitattributes") { return true }
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if fileManager.fileExists(atPath: folder + "/.gitattributes") { return true }
        }
        return false
    }
}
