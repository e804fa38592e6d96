import Clibgit2

/// What a commit says: its parents, who wrote it and its message.
public struct CommitInfo: Sendable {
    /// The commit's own id.
    public let id: ObjectID
    /// Parent commits, first parent first; empty for a root commit.
    public let parents: [ObjectID]
    /// Who wrote the change.
    public let author: Signature
    /// Who made the commit.
    public let committer: Signature
    /// The full message, usually ending in a newline.
    public let message: String

    /// The message's first line.
    public var summary: String {
        String(message.prefix { !$0.isNewline })
    }

    /// Creates commit information from its parts.
    public init(id: ObjectID, parents: [ObjectID], author: Signature, committer: Signature, message: String) {
        self.id = id
        self.parents = parents
        self.author = author
        self.committer = committer
        self.message = message
    }

    init(_ commit: Handle<Libgit2.Commit>) {
        let pointer = commit.pointer
        let parentCount = git_commit_parentcount(pointer)
        self.id = ObjectID(git_commit_id(pointer).pointee)
        self.parents = (0..<parentCount).compactMap { git_commit_parent_id(pointer, $0).map { ObjectID($0.pointee) } }
        self.author = Signature(git_commit_author(pointer))
        self.committer = Signature(git_commit_committer(pointer))
        self.message = git_commit_message(pointer).map { String(cString: $0) } ?? ""
    }
}
