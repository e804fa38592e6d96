import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files inside a synced vault that diary reads on its own (its settings, the template) must be
/// the vault's own: a symbolic link there could make diary read, show and commit any file of this
/// machine.
enum VaultLinks {
    /// Throws when `relativePath` under `root`, or any folder on the way to it, is a symbolic link.
    static func refuse(_ relativePath: String, under root: URL) throws {
        var current = root
        for component in relativePath.split(separator: "/") where component != "." {
            current.appendPathComponent(String(component))
            var info = stat()
            if lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw VaultError.symlink(file: current.path)
            }
        }
    }
}
