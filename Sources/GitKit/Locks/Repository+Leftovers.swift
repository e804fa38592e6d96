import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Repository {
    /// Removes what a commit made by process `pid` writes before putting it in place (a pack and its
    /// index being written, a new index beside `.git/index`, a marked lock about to be linked in place),
    /// left when that process was killed; returns the paths removed. The caller must know that the
    /// process is gone (a lock of its own it held, say): a running process's files are never taken from
    /// under it.
    @discardableResult
    public static func removeTemporaryFiles(ofProcess pid: Int32, gitDirectory: URL) -> [String] {
        let git = gitDirectory.path
        let pack = git + "/objects/pack"
        let paths = [
            PackWriter.temporaryPath("pack", in: pack, pid: pid), PackWriter.temporaryPath("idx", in: pack, pid: pid),
            PreparedIndex.standalonePath(git + "/index", pid: pid), LockFile.stagingPath(gitDirectory: git, pid: pid)
        ]
        return paths.filter { unlink($0) == 0 }
    }
}
