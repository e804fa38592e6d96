import Foundation

/// What makes a folder a vault, and the vault a folder lies in, found as git finds its repository.
///
/// A vault is a folder with a git repository (a `.git` folder) that diary has marked, or that holds
/// entries:
/// - `.git/diary/`, diary's own state on this machine: `diary init` (and `init --clone`) makes it, and
///   unsaved drafts are kept in it;
/// - `.git/diary.lock`, which every save leaves behind;
/// - `.diary/`, the vault's committed settings and template;
/// - an entry where the layout puts one, `YYYY/MM/YYYY-MM-DD(-N).md` (a vault cloned with plain git).
///
/// Any other repository is not a vault: `diary new` typed inside a code repository never commits there.
public enum VaultDiscovery {
    /// The vault `folder` lies in: the nearest folder, from `folder` up to `/`, that holds a `.git`,
    /// when that repository is a vault; nil otherwise. As with git, the search stops at the first
    /// repository, so a repository that is not a vault hides any vault above it.
    public static func vault(around folder: URL) -> URL? {
        var path = folder.standardizedFileURL.path
        while true {
            let candidate = URL(fileURLWithPath: path, isDirectory: true)
            if exists(candidate.appendingPathComponent(".git")) { return isVault(candidate) ? candidate : nil }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return nil }
            path = parent
        }
    }

    /// Whether the folder at `root` is a vault: a `.git` folder, and one of diary's marks or an entry.
    public static func isVault(_ root: URL) -> Bool {
        let git = root.appendingPathComponent(".git")
        guard isFolder(git) else { return false }
        return isFolder(git.appendingPathComponent(stateFolder)) || exists(git.appendingPathComponent("diary.lock"))
            || isFolder(root.appendingPathComponent(".diary")) || holdsAnEntry(root)
    }

    /// Marks the repository whose `.git` folder is `gitDirectory` as a vault's, so that it is found from
    /// inside before it holds any entry.
    static func mark(gitDirectory: URL) throws {
        try AtomicFile.makeFolders(gitDirectory.appendingPathComponent(stateFolder), displayName: ".git/\(stateFolder)")
    }

    /// diary's folder inside `.git`.
    static let stateFolder = "diary"

    /// Whether an entry lies where the layout puts one; stops at the first found.
    static func holdsAnEntry(_ root: URL) -> Bool {
        for year in names(in: root) where year.utf8.count == 4 {
            for month in names(in: root.appendingPathComponent(year)) where month.utf8.count == 2 {
                let folder = root.appendingPathComponent(year).appendingPathComponent(month)
                if names(in: folder).contains(where: { EntryPath(relativePath: "\(year)/\(month)/\($0)") != nil }) {
                    return true
                }
            }
        }
        return false
    }

    private static func names(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    private static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
