import Clibgit2

/// A kind of libgit2 object: the C pointer type and the function that frees it.
protocol HandleKind {
    associatedtype Pointer
    static func free(_ pointer: Pointer)
}

/// The one owner of a libgit2 handle; frees it in `deinit`.
///
/// Pass `pointer` straight into libgit2 calls while the handle is in scope (a local, a parameter
/// or `self`); never keep the pointer beyond the handle. Objects read from a repository must not
/// outlive it: GitKit keeps them local to one `Repository` method.
final class Handle<Kind: HandleKind> {
    let pointer: Kind.Pointer

    init(_ pointer: Kind.Pointer) {
        self.pointer = pointer
    }

    deinit {
        Kind.free(pointer)
    }

    /// Calls a libgit2 constructor (`int f(T **out, ...)`) and takes ownership of its result.
    static func make(_ function: String, _ create: (inout Kind.Pointer?) -> Int32) throws -> Handle {
        // Every libgit2 object comes through here: make sure the library is set up first.
        try Libgit2.initialize()
        var pointer: Kind.Pointer?
        try check(create(&pointer), function)
        guard let pointer else {
            throw GitError(code: -1, errorClass: 0, message: "returned no object", function: function)
        }
        return Handle(pointer)
    }
}

extension Libgit2 {
    enum Repository: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_repository_free(pointer) }
    }
    enum Index: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_index_free(pointer) }
    }
    enum IndexConflictIterator: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_index_conflict_iterator_free(pointer) }
    }
    enum Object: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_object_free(pointer) }
    }
    enum Commit: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_commit_free(pointer) }
    }
    enum Tree: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_tree_free(pointer) }
    }
    enum TreeEntry: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_tree_entry_free(pointer) }
    }
    enum TreeBuilder: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_treebuilder_free(pointer) }
    }
    enum Blob: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_blob_free(pointer) }
    }
    enum Revwalk: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_revwalk_free(pointer) }
    }
    enum Diff: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_diff_free(pointer) }
    }
    enum Reference: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_reference_free(pointer) }
    }
    enum PackBuilder: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_packbuilder_free(pointer) }
    }
    enum ObjectDatabase: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_odb_free(pointer) }
    }
    enum Patch: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_patch_free(pointer) }
    }
    enum StatusList: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_status_list_free(pointer) }
    }
    enum Config: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_config_free(pointer) }
    }
    enum Signature: HandleKind {
        static func free(_ pointer: UnsafeMutablePointer<git_signature>) { git_signature_free(pointer) }
    }
    enum Remote: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_remote_free(pointer) }
    }
    enum AnnotatedCommit: HandleKind {
        static func free(_ pointer: OpaquePointer) { git_annotated_commit_free(pointer) }
    }
}
