import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A vault is used only by the user it belongs to. Root saving into someone else's vault (`sudo diary new`)
/// would leave files that user cannot read back, and git would then refuse the repository as unsafe; a
/// user who cannot read a vault is told so, not that it is no repository.
enum VaultOwnership {
    /// Throws when the folder at `root`, or its `.git`, belongs to another user than the one running diary,
    /// or cannot be looked into. A folder that does not exist, or is no folder, passes: the caller says so.
    static func check(_ root: URL) throws {
        var info = stat()
        guard stat(root.path, &info) == 0 else {
            if errno == EACCES { throw VaultError.permissionDenied(path: root.path, owner: nil) }
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return }
        try refuseOtherOwner(info.st_uid, root: root)
        var git = stat()
        guard lstat(root.appendingPathComponent(".git").path, &git) == 0 else {
            if errno == EACCES { throw VaultError.permissionDenied(path: root.path, owner: nil) }
            return
        }
        try refuseOtherOwner(git.st_uid, root: root)
    }

    private static func refuseOtherOwner(_ owner: uid_t, root: URL) throws {
        let user = geteuid()
        guard owner != user else { return }
        let ownerName = name(of: owner)
        // The other user could not have looked inside a private vault anyway: say why first.
        if access(root.path, R_OK | X_OK) != 0 {
            throw VaultError.permissionDenied(path: root.path, owner: VaultUser(id: owner, name: ownerName))
        }
        throw VaultError.notVaultOwner(
            path: root.path, owner: VaultUser(id: owner, name: ownerName),
            user: VaultUser(id: user, name: name(of: user)))
    }

    /// The login name of `uid`, or the number when it has none.
    static func name(of uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "\(uid)" }
        return String(cString: name)
    }
}

/// A user of this machine, as an error names one.
public struct VaultUser: Equatable, Sendable {
    public let id: UInt32
    public let name: String
}
