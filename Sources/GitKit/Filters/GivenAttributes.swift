import Clibgit2
import Foundation

/// The filter drivers git would apply under a `.gitattributes` other than the work tree's: another
/// commit's (what a fetch brought), or the one a merge is about to make.
///
/// Git's own rules decide (libgit2's attribute lookup): the given text stands at the top of the work
/// tree in an index of its own, and this repository's `.git/info/attributes` and git's config still
/// apply, as they would to that commit checked out here.
public final class GivenAttributes {
    private let lookup: Handle<Libgit2.Repository>

    /// Attributes whose top-level `.gitattributes` is `text` (empty: no such file) in `repository`.
    public convenience init(_ text: Data, in repository: Repository) throws {
        var files: [(path: String, id: git_oid)] = []
        if !text.isEmpty {
            var id = git_oid()
            let created = text.withUnsafeBytes { raw in
                git_blob_create_from_buffer(&id, repository.handle.pointer, raw.baseAddress, raw.count)
            }
            try check(created, "git_blob_create_from_buffer")
            files.append((".gitattributes", id))
        }
        try self.init(files: files, in: repository)
    }

    /// The attributes of commit `commit`: every `.gitattributes` it holds, at the top and in any folder.
    public convenience init(of commit: ObjectID, in repository: Repository) throws {
        try self.init(files: repository.attributeFiles(at: commit), in: repository)
    }

    private init(files: [(path: String, id: git_oid)], in repository: Repository) throws {
        let opened = try Handle<Libgit2.Repository>.make("git_repository_open_ext") { out in
            repository.workdir.withUnsafeFileSystemRepresentation {
                git_repository_open_ext(&out, $0, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
            }
        }
        let index = try Handle<Libgit2.Index>.make("git_index_new") { git_index_new(&$0) }
        try check(git_repository_set_index(opened.pointer, index.pointer), "git_repository_set_index")
        for file in files {
            var entry = git_index_entry()
            entry.mode = UInt32(GIT_FILEMODE_BLOB.rawValue)
            entry.id = file.id
            let added = file.path.withCString { path in
                entry.path = path
                return git_index_add(index.pointer, &entry)
            }
            try check(added, "git_index_add")
        }
        lookup = opened
    }

    /// The driver `path` names (`filter=NAME`) under these attributes, nil when none.
    public func filterDriver(for path: String) throws -> String? {
        var value: UnsafePointer<CChar>?
        let result = git_attr_get(&value, lookup.pointer, UInt32(GIT_ATTR_CHECK_INDEX_ONLY), path, "filter")
        if result < 0 { throw GitError.last(code: result, function: "git_attr_get") }
        guard let value, git_attr_value(value) == GIT_ATTR_VALUE_STRING else { return nil }
        return String(cString: value)
    }
}

extension Repository {
    /// Every `.gitattributes` file of commit `commit` (its path and blob), at the top and in folders.
    func attributeFiles(at commit: ObjectID) throws -> [(path: String, id: git_oid)] {
        let tree = try tree(of: lookupCommit(commit))
        final class Found { var files: [(path: String, id: git_oid)] = [] }
        let found = Found()
        let walked = withExtendedLifetime(found) {
            git_tree_walk(
                tree.pointer, GIT_TREEWALK_PRE,
                { root, entry, payload in
                    guard let entry, let payload, let name = git_tree_entry_name(entry),
                        git_tree_entry_type(entry) == GIT_OBJECT_BLOB, String(cString: name) == ".gitattributes"
                    else { return 0 }
                    let found = Unmanaged<Found>.fromOpaque(payload).takeUnretainedValue()
                    found.files.append(((root.map { String(cString: $0) } ?? "") + ".gitattributes", git_tree_entry_id(entry).pointee))
                    return 0
                }, Unmanaged.passUnretained(found).toOpaque())
        }
        try check(walked, "git_tree_walk")
        return found.files
    }
}
