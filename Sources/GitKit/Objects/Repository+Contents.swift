import Clibgit2
import Foundation

extension Repository {
    /// The bytes of `path` at `revision` (anything git_revparse_single accepts: "HEAD", "HEAD~2", a hex prefix, a branch), nil when the path does not exist at that revision.
    ///
    /// The bytes are as stored in git (like `git show REV:path`), smudged only by a filter driver that
    /// runs here (`run(_:as:)`, e.g. git-crypt's decryption); git's builtin checkout transforms are not
    /// applied. A path naming a folder is nil too. With `attributes` (a checkout that brings a new
    /// `.gitattributes`), the driver is the one they name rather than the work tree's.
    public func contents(of path: String, at revision: String, attributes: GivenAttributes? = nil) throws -> Data? {
        let object = try revparse(revision)
        let tree = try Handle<Libgit2.Tree>.make("git_object_peel") {
            git_object_peel(&$0, object.pointer, GIT_OBJECT_TREE)
        }
        return try blob(at: path, in: tree).map { try workTreeBytes(of: $0, for: path, attributes: attributes) }
    }

    /// Hands the bytes of `path` in commit `commit` (smudged by a driver that runs here, as
    /// `contents(of:at:)` has them) to `output` a piece at a time; false when the commit has no file there.
    /// With `attributes`, the driver is the one they name (see `contents(of:at:attributes:)`).
    ///
    /// For a large file, a driver that streams (git-crypt's) never holds the work tree's bytes whole, and
    /// hands nothing on before it has checked them all. libgit2 1.5 reads an object only whole, so the
    /// stored blob is in memory while this runs. A driver's failure is a `FilterDriverFailure`; what
    /// `output` throws is thrown as it is.
    public func streamContents(
        of path: String, at commit: ObjectID, attributes: GivenAttributes? = nil, into output: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Bool {
        guard let blob = try blob(at: path, in: tree(of: lookupCommit(commit))) else { return false }
        let driver = try runningDriver(for: path, attributes: attributes)
        // The bytes are libgit2's, valid while the blob is: it lives until they are all handed on.
        try withExtendedLifetime(blob) {
            let stored = Self.bytes(of: blob)
            guard let driver else { return try FilterInput(bytes: stored).forEachPiece(output) }
            try Self.smudge(FilterInput(bytes: stored), path: path, with: driver, into: output)
        }
        return true
    }

    /// The blob at `path` in `tree`, nil when there is none (no such path, or a folder).
    func blob(at path: String, in tree: Handle<Libgit2.Tree>) throws -> Handle<Libgit2.Blob>? {
        guard let entry = try entry(at: path, in: tree), git_tree_entry_type(entry.pointer) == GIT_OBJECT_BLOB else { return nil }
        var oid = git_tree_entry_id(entry.pointer).pointee
        return try Handle<Libgit2.Blob>.make("git_blob_lookup") { git_blob_lookup(&$0, handle.pointer, &oid) }
    }

    /// The work tree's bytes of `blob` at `path`: smudged by the driver that runs for it, the blob's own
    /// bytes read in place (a large file is copied once, into the result, not twice).
    func workTreeBytes(of blob: Handle<Libgit2.Blob>, for path: String, attributes: GivenAttributes? = nil) throws -> Data {
        let stored = Self.bytes(of: blob)
        guard let driver = try runningDriver(for: path, attributes: attributes) else { return Self.data(of: blob) }
        guard stored.count >= Self.streamedBlobSize else {
            do {
                return try driver.smudge(Self.data(of: blob), path: path)
            } catch {
                throw FilterDriverFailure(path: path, failing: error)
            }
        }
        var data = Data(capacity: stored.count)
        try Self.smudge(FilterInput(bytes: stored), path: path, with: driver) { data.append(contentsOf: $0) }
        return data
    }

    /// `driver`'s smudge of `input` to `output`: the driver's failure a `FilterDriverFailure` naming `path`,
    /// what `output` throws as it is.
    static func smudge(
        _ input: FilterInput, path: String, with driver: any FilterDriver, into output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var outputFailure: (any Error)?
        do {
            try driver.smudge(input, path: path) { piece in
                do {
                    try output(piece)
                } catch {
                    outputFailure = error
                    throw error
                }
            }
        } catch {
            if let outputFailure { throw outputFailure }
            throw FilterDriverFailure(path: path, failing: error)
        }
    }

    /// The blob's bytes where libgit2 keeps them: valid while `blob` is.
    static func bytes(of blob: Handle<Libgit2.Blob>) -> UnsafeRawBufferPointer {
        let size = Int(git_blob_rawsize(blob.pointer))
        guard size > 0, let bytes = git_blob_rawcontent(blob.pointer) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: bytes, count: size)
    }

    static func data(of blob: Handle<Libgit2.Blob>) -> Data {
        let bytes = bytes(of: blob)
        return bytes.isEmpty ? Data() : Data(bytes)
    }
}
