import Clibgit2
import Foundation

/// A git repository with a work tree, opened through libgit2.
///
/// Not safe to use from several threads at once; give each thread its own `Repository`.
public final class Repository {
    let handle: Handle<Libgit2.Repository>
    /// The top folder of the work tree, as given to `open(at:)` or `create(at:)`.
    public let workdir: URL
    /// `workdir`'s path, to put a file's path after (`workdirPath + "/" + path`) without making a URL.
    let workdirPath: String
    /// The `.git` folder.
    public let gitDirectory: URL
    /// A second handle, for attribute lookups only (see `attributeRepository()`).
    var attributeLookup: Handle<Libgit2.Repository>?
    /// The program committing through this repository: the signature's fallback when git config names
    /// nobody, and its reflog messages' first word.
    public var tool: ToolIdentity = .gitKit
    /// When not nil, every tree this repository writes is added to it (see `PackWriter`).
    var writtenTrees: [ObjectID]?

    private init(_ handle: Handle<Libgit2.Repository>, function: String, requested url: URL) throws {
        guard let workdir = git_repository_workdir(handle.pointer) else {
            throw GitError.notFound(.bareRepository(path: url.path), errorClass: GIT_ERROR_REPOSITORY, function: function)
        }
        // NO_SEARCH still accepts `url` being the .git folder itself; we want the work tree only.
        guard canonicalPath(String(cString: workdir)) == canonicalPath(url.path) else {
            throw GitError.notFound(.notWorkTreeTop(path: url.path), errorClass: GIT_ERROR_REPOSITORY, function: function)
        }
        self.handle = handle
        // The caller's spelling of the folder (libgit2's has symbolic links resolved, e.g. /private/var on macOS).
        self.workdir = URL(fileURLWithPath: url.absoluteURL.standardizedFileURL.path, isDirectory: true)
        self.workdirPath = self.workdir.path
        self.gitDirectory = URL(fileURLWithPath: String(cString: git_repository_path(handle.pointer)), isDirectory: true)
    }

    /// A repository over `handle`, a repository without a work tree of its own over `other`'s objects,
    /// named by `other`'s folders (see `PackWriter`).
    init(objectsOf handle: Handle<Libgit2.Repository>, like other: Repository) {
        self.handle = handle
        self.workdir = other.workdir
        self.workdirPath = other.workdirPath
        self.gitDirectory = other.gitDirectory
        self.tool = other.tool
    }

    /// Opens the repository whose work tree is exactly `url` (no discovery upward). Throws GitError (ENOTFOUND) when `url` is not a repository.
    public static func open(at url: URL) throws -> Repository {
        try Libgit2.initialize()
        let function = "git_repository_open_ext"
        let handle = try Handle<Libgit2.Repository>.make(function) { out in
            url.withUnsafeFileSystemRepresentation { path in
                git_repository_open_ext(&out, path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
            }
        }
        return try Repository(handle, function: function, requested: url)
    }

    /// `git init` of a non-bare repository at `url` (creating the folder if needed). An unborn HEAD must work everywhere below.
    public static func create(at url: URL) throws -> Repository {
        try Libgit2.initialize()
        let function = "git_repository_init"
        let handle = try Handle<Libgit2.Repository>.make(function) { out in
            url.withUnsafeFileSystemRepresentation { path in git_repository_init(&out, path, 0) }
        }
        return try Repository(handle, function: function, requested: url)
    }

    /// True when `url/.git` is a repository libgit2 can open.
    public static func exists(at url: URL) -> Bool {
        (try? open(at: url)) != nil
    }

    /// The commit HEAD points at, or nil when HEAD is unborn (no commit yet).
    public func head() throws -> ObjectID? {
        var oid = git_oid()
        let result = git_reference_name_to_id(&oid, handle.pointer, "HEAD")
        if result < 0 {
            let error = GitError.last(code: result, function: "git_reference_name_to_id")
            if error.isNotFound || result == GIT_EUNBORNBRANCH.rawValue, git_repository_head_unborn(handle.pointer) == 1 {
                git_error_clear()
                return nil
            }
            throw error
        }
        return ObjectID(oid)
    }

    /// Resolves a revision to the commit it names (peeling tags); GitError (ENOTFOUND) when unknown.
    public func resolve(_ revision: String) throws -> ObjectID {
        let object = try revparse(revision)
        let commit = try Handle<Libgit2.Object>.make("git_object_peel") {
            git_object_peel(&$0, object.pointer, GIT_OBJECT_COMMIT)
        }
        return ObjectID(git_object_id(commit.pointer).pointee)
    }

    /// The parents, author, committer and message of commit `id`.
    public func commitInfo(_ id: ObjectID) throws -> CommitInfo {
        CommitInfo(try lookupCommit(id))
    }

    // MARK: - Shared lookups

    func revparse(_ revision: String) throws -> Handle<Libgit2.Object> {
        try Handle.make("git_revparse_single") { git_revparse_single(&$0, handle.pointer, revision) }
    }

    func lookupCommit(_ id: ObjectID) throws -> Handle<Libgit2.Commit> {
        var oid = id.raw
        return try Handle.make("git_commit_lookup") { git_commit_lookup(&$0, handle.pointer, &oid) }
    }

    func lookupTree(_ id: ObjectID) throws -> Handle<Libgit2.Tree> {
        var oid = id.raw
        return try Handle.make("git_tree_lookup") { git_tree_lookup(&$0, handle.pointer, &oid) }
    }

    func tree(of commit: Handle<Libgit2.Commit>) throws -> Handle<Libgit2.Tree> {
        try Handle.make("git_commit_tree") { git_commit_tree(&$0, commit.pointer) }
    }

    /// The tree of `commit`'s first parent, nil for a root commit.
    func firstParentTree(of commit: Handle<Libgit2.Commit>) throws -> Handle<Libgit2.Tree>? {
        guard git_commit_parentcount(commit.pointer) > 0 else { return nil }
        let parent = try Handle<Libgit2.Commit>.make("git_commit_parent") { git_commit_parent(&$0, commit.pointer, 0) }
        return try tree(of: parent)
    }
}

/// `path` with symbolic links resolved and no trailing slash (itself when it cannot be resolved), for comparing folders.
private func canonicalPath(_ path: String) -> String {
    var resolved = path
    if let real = realpath(path, nil) {
        resolved = String(cString: real)
        free(real)
    }
    while resolved.count > 1 && resolved.hasSuffix("/") { resolved.removeLast() }
    return resolved
}
