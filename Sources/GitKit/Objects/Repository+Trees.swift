import Clibgit2
import Foundation

/// A path that differs between two commits, like a line of `git diff --name-status`.
public struct PathChange: Sendable, Hashable {
    /// How the path changed.
    public enum Kind: Sendable, Hashable {
        case added, modified, deleted
    }

    /// The file's path, with "/" separators.
    public let path: String
    /// How it changed.
    public let kind: Kind

    /// Creates a change from its parts.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

extension Repository {
    /// The files that differ between commits `from` (nil: none) and `to`, sorted by path, like
    /// `git diff --name-status --no-renames from to`. A file whose type changed (file ↔ symbolic
    /// link) is modified; a file replaced by a folder is deleted, and the folder's files are added.
    public func changedPaths(from: ObjectID?, to: ObjectID) throws -> [PathChange] {
        let oldTree = try from.map { try tree(of: lookupCommit($0)) }
        let newTree = try tree(of: lookupCommit(to))
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "git_diff_options_init")
        options.flags |= GIT_DIFF_INCLUDE_TYPECHANGE.rawValue
        let diff = try Handle<Libgit2.Diff>.make("git_diff_tree_to_tree") {
            git_diff_tree_to_tree(&$0, handle.pointer, oldTree?.pointer, newTree.pointer, &options)
        }
        var changes: [PathChange] = []
        for index in 0..<git_diff_num_deltas(diff.pointer) {
            guard let delta = git_diff_get_delta(diff.pointer, index)?.pointee else { continue }
            let kind: PathChange.Kind
            switch delta.status {
            case GIT_DELTA_ADDED: kind = .added
            case GIT_DELTA_DELETED: kind = .deleted
            case GIT_DELTA_MODIFIED, GIT_DELTA_TYPECHANGE: kind = .modified
            default: continue
            }
            let file = kind == .deleted ? delta.old_file : delta.new_file
            guard let path = file.path.map({ String(cString: $0) }) else { continue }
            changes.append(PathChange(path: path, kind: kind))
        }
        return changes.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The bytes of `path` in commit `commit` as stored in git (smudged by a driver that runs here, see
    /// `contents(of:at:)` with a revision), nil when the commit has no file there.
    public func contents(of path: String, at commit: ObjectID) throws -> Data? {
        try blob(at: path, in: tree(of: lookupCommit(commit))).map { try workTreeBytes(of: $0, for: path) }
    }

    /// The blob commit `commit` holds at `path`, nil when it has no file there.
    public func blobID(of path: String, at commit: ObjectID) throws -> ObjectID? {
        let tree = try tree(of: lookupCommit(commit))
        guard let entry = try entry(at: path, in: tree), git_tree_entry_type(entry.pointer) == GIT_OBJECT_BLOB else { return nil }
        return ObjectID(git_tree_entry_id(entry.pointer).pointee)
    }

    /// The bytes of `path` in commit `commit` exactly as stored, with no filter at all (an encrypted
    /// file's ciphertext), nil when the commit has no file there.
    public func storedContents(of path: String, at commit: ObjectID) throws -> Data? {
        try blob(at: path, in: tree(of: lookupCommit(commit))).map(Self.data(of:))
    }

    /// Writes a commit whose tree is commit `base`'s (nil: empty) with `changes` applied (path →
    /// new bytes, or nil to delete the file), with `parents` in order and `message`; returns its id.
    ///
    /// `changes` hold work-tree bytes: a filter driver that runs here cleans them before they are stored.
    /// No ref, index or work-tree file changes: move a branch to it with `updateBranch`. A changed
    /// file keeps its mode (e.g. executable); a new one is a regular file. The author and committer
    /// are `defaultSignature()`. With `attributes` (the `.gitattributes` the new tree will have, when it
    /// differs from the work tree's), the drivers are the ones those name.
    public func commitTree(
        base: ObjectID?, changes: [String: Data?], parents: [ObjectID], message: String, attributes: Data? = nil
    ) throws -> ObjectID {
        let paths = try Self.validated(Array(changes.keys))
        let given = try attributes.map { try GivenAttributes($0, in: self) }
        for case (let path, _?) in changes { try refuseUnfiltered(path, attributes: given) }
        let baseTree = try base.map { try tree(of: lookupCommit($0)) }
        let parentCommits = try parents.map(lookupCommit)

        var edits = TreeEdits()
        let pack = paths.count >= PackWriter.threshold ? try PackWriter() : nil
        for path in paths {
            let components = path.split(separator: "/")[...]
            let existing = try baseTree.flatMap { try entry(at: path, in: $0) }
            if let existing, git_tree_entry_type(existing.pointer) == GIT_OBJECT_TREE {
                throw GitError.invalid(.pathIsFolder(path: path, in: .baseCommit), function: "commitTree")
            }
            guard let change = changes[path], let plain = change else {
                edits.record(.remove, at: components)
                continue
            }
            let data = try storedBytes(plain, for: path, attributes: given)
            var id = git_oid()
            if let pack {
                id = try pack.writeBlob(data)
            } else {
                let created = data.withUnsafeBytes { raw in
                    git_blob_create_from_buffer(&id, handle.pointer, raw.baseAddress, raw.count)
                }
                try check(created, "git_blob_create_from_buffer")
            }
            let keptMode = existing.map { git_tree_entry_filemode_raw($0.pointer) }
            let mode = keptMode.flatMap { $0 == GIT_FILEMODE_BLOB_EXECUTABLE || $0 == GIT_FILEMODE_LINK ? $0 : nil } ?? GIT_FILEMODE_BLOB
            edits.record(.put(ObjectID(id), mode), at: components)
        }
        // The blobs are in the object store before a tree refers to them.
        try pack?.flush(into: self)
        let newTree = try lookupTree(writeRootTree(edits, over: baseTree))

        let signature = try defaultSignature().makeHandle()
        let text = message.hasSuffix("\n") ? message : message + "\n"
        var id = git_oid()
        var parentPointers: [OpaquePointer?] = parentCommits.map { $0.pointer }
        let created = withExtendedLifetime(parentCommits) {
            git_commit_create(
                &id, handle.pointer, nil, signature.pointer, signature.pointer, nil, text,
                newTree.pointer, parentPointers.count, &parentPointers)
        }
        try check(created, "git_commit_create")
        return ObjectID(id)
    }
}
