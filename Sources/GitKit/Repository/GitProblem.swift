/// What went wrong, for the failures GitKit finds itself (not libgit2): typed, so that the program
/// words it in its user's language. GitKit writes no sentence for a person; `GitError.message` holds
/// this value's developer spelling.
public enum GitProblem: Sendable, Equatable {
    /// HEAD names no branch, so there is no branch to commit to.
    case detachedHead
    /// `branch` is at `actual`, not at `expected` as the caller read it (nil: no commit): it moved meanwhile.
    case branchMoved(branch: String, actual: ObjectID?, expected: ObjectID?)
    /// `branch` is at `actual`, at neither end of a staged commit (`parent`, nil for none, and `commit`).
    case branchAtNeitherEnd(branch: String, actual: ObjectID?, parent: ObjectID?, commit: ObjectID)
    /// The folder at `path` is a bare repository, which has no work tree.
    case bareRepository(path: String)
    /// The folder at `path` is inside a work tree but not its top folder (or the `.git` folder itself).
    case notWorkTreeTop(path: String)
    /// `path`, named as a file to commit, is a folder (`in`: where it was found to be one).
    case pathIsFolder(path: String, in: FolderPlace)
    /// `path` is no path relative to the work tree.
    case badPath(path: String, fault: PathFault)
    /// `path`, staged for a commit, is no longer in the work tree.
    case missingFromWorkTree(path: String)
    /// The `side` text of a three-way merge holds a NUL byte: binary data, not lines.
    case binaryMergeText(side: MergeSide)
    /// libgit2 merged the texts but gave back no result.
    case textsNotMerged
    /// A fetch of `remote` did not update `trackingRef` to the remote's `remoteRef` (its fetch refspec maps
    /// it elsewhere).
    case trackingRefNotUpdated(remote: String, trackingRef: String, remoteRef: String)
    /// The URL given for `remote` holds a password (`tokenVariable`: where the program reads a token instead).
    case passwordInRemoteURL(remote: String, tokenVariable: String?)
    /// `name` is no name git allows for a remote.
    case invalidRemoteName(String)
    /// `branch` has no commit to push.
    case noBranchToPush(branch: String)
    /// The system refused `operation` on the file at `path`; `reason` is the system's (`strerror`).
    case fileOperation(FileOperation, path: String, reason: String)
    /// The file at `path` had fewer bytes than the `expected` count when it was read: it shrank meanwhile.
    case shrankWhileRead(path: String, expected: Int)
    /// The ref file at `file` does not hold `commit` after it was written.
    case refNotWritten(file: String, commit: ObjectID)
    /// The pack just written does not hold `object`; `ownPack`: a pack of that one object's own.
    case missingAfterPackWrite(ObjectID, ownPack: Bool)
    /// `object` was written but the object store does not hold it (a full disk).
    case missingAfterWrite(StoredObject)
    /// A fetch, push or clone of a remote (`remote` nil when it is given by its URL) failed on the way;
    /// `serverSaid`: the lines the server sent on its message channel.
    case transfer(remote: String?, url: String, TransferProblem, serverSaid: [String])
    /// Authentication to a remote (`remote` nil when it is given by its URL) ran out of credentials to offer.
    case authentication(remote: String?, url: String, AuthenticationProblem)

    /// What was done to a file.
    public enum FileOperation: Sendable, Equatable {
        case open
        case create
        case read
        case write
        /// Renaming it to `to`.
        case rename(to: String)
    }

    /// Where a path named as a file turned out to be a folder.
    public enum FolderPlace: Sendable, Equatable {
        case workTree
        case head
        case baseCommit
    }

    /// What makes a path no path relative to the work tree.
    public enum PathFault: Sendable, Equatable, CaseIterable {
        case empty
        case absolute
        case nulCharacter
        /// An empty, `.` or `..` segment.
        case dotSegment
        /// A `.git` segment (in any case).
        case gitSegment
    }

    /// The three texts of a merge.
    public enum MergeSide: String, Sendable, Equatable, CaseIterable {
        case base
        case ours
        case theirs
    }

    /// An object a commit wrote, checked for afterwards.
    public enum StoredObject: Sendable, Equatable {
        case commit(ObjectID)
        /// `path`'s entry in `commit`'s tree.
        case entry(path: String, commit: ObjectID)
        /// The blob of `path`.
        case blob(path: String)
    }
}
