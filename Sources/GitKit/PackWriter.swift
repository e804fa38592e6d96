import Clibgit2
import Foundation

/// Collects new blobs in memory and writes them to the repository's object store as one pack.
///
/// libgit2 stores each new object as a loose file (a temporary file, a link, a folder entry), which
/// made a commit of 10,000 changed files take seconds. Here the blobs go to an in-memory object
/// database (libgit2's mempack, wrapped as a repository of its own, so that nothing else is written
/// there), and `flush` packs them with a packbuilder and hands the pack to the real object store
/// before anything refers to them.
final class PackWriter {
    private let memory: Handle<Libgit2.ObjectDatabase>
    private let scratch: Handle<Libgit2.Repository>
    private let backend: OpaquePointer
    private var ids: [git_oid] = []
    var count: Int { ids.count }

    /// From this many files on, a commit writes its new blobs as a pack.
    static let threshold = 64

    init() throws {
        try Libgit2.initialize()
        memory = try Handle.make("git_odb_new") { git_odb_new(&$0) }
        var backend: OpaquePointer?
        try check(git_mempack_new(&backend), "git_mempack_new")
        guard let backend else {
            throw GitError(code: -1, errorClass: 0, message: "returned no object", function: "git_mempack_new")
        }
        // The object database owns the backend from here on and frees it with itself.
        try check(git_odb_add_backend(memory.pointer, backend, 1), "git_odb_add_backend")
        self.backend = backend
        let odb = memory
        scratch = try Handle.make("git_repository_wrap_odb") { git_repository_wrap_odb(&$0, odb.pointer) }
    }

    /// Stores `data` as a blob in memory and returns its id.
    func writeBlob(_ data: Data) throws -> git_oid {
        var id = git_oid()
        try data.withUnsafeBytes { raw in
            try check(git_odb_write(&id, memory.pointer, raw.baseAddress, raw.count, GIT_OBJECT_BLOB), "git_odb_write")
        }
        ids.append(id)
        return id
    }

    /// Writes everything stored so far into `repository`'s object store as one pack, and checks that
    /// the store now has every blob: only then may the index or a tree refer to them.
    func flush(into repository: Repository) throws {
        guard !ids.isEmpty else { return }
        // (git_mempack_dump packs only what commits reach; these are loose blobs, so pack them by id.)
        let builder = try Handle<Libgit2.PackBuilder>.make("git_packbuilder_new") { git_packbuilder_new(&$0, scratch.pointer) }
        for var id in ids {
            try check(git_packbuilder_insert(builder.pointer, &id, nil), "git_packbuilder_insert")
        }
        var pack = git_buf()
        defer { git_buf_dispose(&pack) }
        try check(git_packbuilder_write_buf(&pack, builder.pointer), "git_packbuilder_write_buf")
        let odb = try Handle<Libgit2.ObjectDatabase>.make("git_repository_odb") { git_repository_odb(&$0, repository.handle.pointer) }
        var writepack: UnsafeMutablePointer<git_odb_writepack>?
        try check(git_odb_write_pack(&writepack, odb.pointer, nil, nil), "git_odb_write_pack")
        guard let writepack else {
            throw GitError(code: -1, errorClass: 0, message: "returned no object", function: "git_odb_write_pack")
        }
        defer { writepack.pointee.free(writepack) }
        var stats = git_indexer_progress()
        try check(writepack.pointee.append(writepack, pack.ptr, pack.size, &stats), "git_odb_writepack.append")
        try check(writepack.pointee.commit(writepack, &stats), "git_odb_writepack.commit")
        try check(git_odb_refresh(odb.pointer), "git_odb_refresh")
        for var id in ids where git_odb_exists(odb.pointer, &id) != 1 {
            throw GitError(
                code: -1, errorClass: Int32(GIT_ERROR_ODB.rawValue),
                message: "object \(ObjectID(id).hex) is missing after writing the pack", function: "PackWriter.flush")
        }
        try check(git_mempack_reset(backend), "git_mempack_reset")
        ids.removeAll()
    }
}
