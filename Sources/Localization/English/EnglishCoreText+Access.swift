// MARK: - Who can use the vault, and edits in progress (issue 11)

extension EnglishText {
    public func vaultNotYours(path: String, owner: String, ownerID: UInt32, user: String, userID: UInt32) -> String {
        let sudo = userID == 0 ? " (e.g. without sudo)" : ""
        return "\(path): the vault belongs to \(owner) (uid \(ownerID)), not to you (\(user)); "
            + "run diary as \(owner)\(sudo) so that its files stay theirs; nothing was changed"
    }
    public func vaultPermissionDenied(path: String, owner: String?, ownerID: UInt32?) -> String {
        guard let owner, let ownerID else {
            return "\(path): permission denied; give yourself access again (chmod 700 '\(path)')"
        }
        return "\(path): permission denied: the vault belongs to \(owner) (uid \(ownerID)), and only its owner can use it"
    }
    public func vaultWasOpenToOthers(path: String, mode: String) -> String {
        "\(path) could be read by other users of this machine (mode \(mode)); diary has made it and everything in it "
            + "private to you (folders 0700, files 0600)"
    }
    public func editInProgress(file: String, pid: Int32?, draft: String) -> String {
        let who = pid.map { "diary pid \($0)" } ?? "another diary"
        return "\(file): an edit is in progress (\(who), draft \(draft)); finish it in that editor first"
    }
}
