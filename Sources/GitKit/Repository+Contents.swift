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
        guard let entry = try entry(at: path, in: tree),
            git_tree_entry_type(entry.pointer) == GIT_OBJECT_BLOB
        else { return nil }
        var oid = git_tree_entry_id(entry.pointer).pointee
        let blob = try Handle<Libgit2.Blob>.make("git_blob_lookup") { git_blob_lookup(&$0, handle.pointer, &oid) }
        return try workTreeBytes(Self.data(of: blob), for: path, attributes: attributes)
    }

    static func data(of blob: Handle<Libgit2.Blob>) -> Data {
        let size = Int(git_blob_rawsize(blob.pointer))
        guard size > 0, let bytes = git_blob_rawcontent(blob.pointer) else { return Data() }
        return Data(bytes: bytes, count: size)
    }
}
