import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A vault is its owner's alone: the vault folder, `.git` and everything in them let nobody else in
/// (folders 0700, files 0600, git's read-only objects 0400), whatever the umask and however the folder
/// was made. `diary init` (making, adopting, cloning) takes away every group and other permission.
public enum VaultPrivacy {
    /// The permission bits of the vault folder when it, or its `.git`, lets other users in; nil when
    /// neither does, or when there is no such folder.
    public static func openToOthers(_ root: URL) -> mode_t? {
        var info = stat()
        guard stat(root.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        var git = stat()
        let gitOpen =
            lstat(root.appendingPathComponent(".git").path, &git) == 0 && git.st_mode & S_IFMT == S_IFDIR
            && git.st_mode & 0o077 != 0
        return info.st_mode & 0o077 != 0 || gitOpen ? info.st_mode & 0o7777 : nil
    }

    /// Takes every group and other permission away from `root` and everything under it (links below it
    /// are left alone: they have no permissions of their own and are never followed). The owner's own bits stay,
    /// so git sees no change of mode. Best effort: a file system without Unix permissions keeps its own.
    static func makePrivate(_ root: URL) {
        // The vault folder itself may be a link (~/Diary to another disk): that one link is followed.
        let folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        var info = stat()
        if fstat(folder, &info) == 0, info.st_mode & 0o077 != 0 { fchmod(folder, info.st_mode & 0o7700) }
        tighten(inside: folder)
    }

    /// Tightens everything in the open folder `folder`, by names as the folder holds them (whatever
    /// their bytes), never through a link; closes `folder`.
    private static func tighten(inside folder: Int32) {
        guard let listing = fdopendir(folder) else {
            close(folder)
            return
        }
        defer { closedir(listing) }
        while let item = readdir(listing) {
            withUnsafePointer(to: item.pointee.d_name) { raw in
                raw.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
                    if strcmp(name, ".") == 0 || strcmp(name, "..") == 0 { return }
                    var info = stat()
                    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
                    let kind = info.st_mode & S_IFMT
                    guard kind == S_IFDIR || kind == S_IFREG else { return }
                    if info.st_mode & 0o077 != 0 { fchmodat(folder, name, info.st_mode & 0o7700, 0) }
                    guard kind == S_IFDIR else { return }
                    let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    if inner >= 0 { tighten(inside: inner) }
                }
            }
        }
    }
}
