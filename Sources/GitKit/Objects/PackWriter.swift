import Clibgit2
import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Collects new objects in memory and writes them to the repository's object store as one pack.
///
/// libgit2 stores each new object as a loose file (a temporary file, a link, a folder entry), which
/// made a commit of 10,000 changed files take seconds. Here the objects go to an in-memory object
/// database (libgit2's mempack, wrapped as a repository of its own, so that nothing else is written
/// there), and `flush` writes them out as one pack before anything refers to them.
///
/// The pack and its index are written here, each object whole and zlib-compressed, without looking for
/// deltas between them (libgit2's packbuilder spent most of a 10,000-file commit comparing entries that
/// share nothing, and its indexer reading back what was just written); `git gc` finds the deltas later,
/// as it does for git's own loose objects.
final class PackWriter {
    private let memory: Handle<Libgit2.ObjectDatabase>
    private let scratch: Handle<Libgit2.Repository>
    private let backend: UnsafeMutablePointer<git_odb_backend>
    /// Objects in memory to compress when the pack is written (trees, commits, single blobs).
    private var ids: [git_oid] = []
    /// Blobs hashed and compressed already (`writeBlobs`), each also in memory for trees to refer to.
    private var compressed: [CompressedObject] = []
    /// The ids in `compressed`.
    private var written = Set<ObjectKey>()
    /// The packs of the repository read from (nil for blobs only), to leave out what they have.
    private var packs: Handle<Libgit2.ObjectDatabase>?
    var count: Int { ids.count + compressed.count }
    /// A repository over the same objects whose new trees and commits stay in memory, to be packed
    /// (nil unless made `reading:` a repository).
    private(set) var objects: Repository?

    /// From this many files on, a commit writes its new blobs as a pack.
    static let threshold = 64

    /// Blobs only; or, `reading` a repository, also trees and commits written through `objects`, which
    /// sees that repository's objects as well as the new ones.
    init(reading repository: Repository? = nil) throws {
        try Libgit2.initialize()
        memory = try Handle.make("git_odb_new") { git_odb_new(&$0) }
        var backend: UnsafeMutablePointer<git_odb_backend>?
        try check(git_mempack_new(&backend), "git_mempack_new")
        guard let backend else {
            throw GitError(code: -1, errorClass: 0, message: "returned no object", function: "git_mempack_new")
        }
        // The object database owns the backend from here on and frees it with itself.
        try check(git_odb_add_backend(memory.pointer, backend, 1), "git_odb_add_backend")
        self.backend = backend
        if let repository {
            // Read-only: libgit2 never writes into an alternate.
            let folder = repository.gitDirectory.appendingPathComponent("objects").path
            try check(git_odb_add_disk_alternate(memory.pointer, folder), "git_odb_add_disk_alternate")
            packs = try Self.packsOnly(folder)
        }
        let odb = memory
        scratch = try Handle.make("git_repository_wrap_odb") { git_repository_wrap_odb(&$0, odb.pointer) }
        if let repository {
            let objects = Repository(objectsOf: scratch, like: repository)
            objects.writtenTrees = []
            self.objects = objects
        }
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

    /// Stores many blobs at once and returns their ids, in order: hashed on every core; those no object
    /// store here has yet are compressed on every core (the pack takes these bytes as they are) and put
    /// in memory, where trees may refer to them.
    func writeBlobs(_ blobs: [Data]) throws -> [git_oid] {
        let hashed = Self.concurrentMap(blobs) { data -> (Int32, git_oid) in
            var id = git_oid()
            let result = data.withUnsafeBytes { raw in git_odb_hash(&id, raw.baseAddress, raw.count, GIT_OBJECT_BLOB) }
            return (result, id)
        }
        var ids: [git_oid] = []
        var fresh: [Int] = []
        for (index, (result, id)) in hashed.enumerated() {
            try check(result, "git_odb_hash")
            ids.append(id)
            // Already stored (an unchanged text, HEAD's version of a file), or twice in this pack: once is enough.
            if try !isPacked(id), written.insert(ObjectKey(id)).inserted { fresh.append(index) }
        }
        let made = Self.concurrentMap(fresh) { index -> Result<[UInt8], GitError> in
            Result { try blobs[index].withUnsafeBytes(CompressedObject.compress) }
                .mapError { $0 as? GitError ?? GitError.invalid("\($0)", function: "writeBlobs") }
        }
        for (index, result) in zip(fresh, made) {
            var id = ids[index]
            let bytes = try result.get()
            try blobs[index].withUnsafeBytes { raw in
                try check(clibgit2_odb_backend_write(backend, &id, raw.baseAddress, raw.count, GIT_OBJECT_BLOB), "git_odb_backend.write")
            }
            compressed.append(CompressedObject(id: id, type: UInt8(GIT_OBJECT_BLOB.rawValue), size: blobs[index].count, bytes: bytes))
        }
        return ids
    }

    /// True when one of the repository's packs has `id` (loose objects are not looked at: each would cost
    /// a file lookup for every new object, and packing one again does no harm).
    private func isPacked(_ id: git_oid) throws -> Bool {
        guard let packs else { return false }
        var id = id
        return git_odb_exists_ext(packs.pointer, &id, GIT_ODB_LOOKUP_NO_REFRESH.rawValue) == 1
    }

    /// Adds the trees written through `objects` since the last call, and `commit`, to what `flush` packs.
    func collect(commit: ObjectID?) {
        guard let objects else { return }
        ids += (objects.writtenTrees ?? []).map(\.raw)
        objects.writtenTrees = []
        if let commit { ids.append(commit.raw) }
    }

    /// Writes everything stored so far that the repository's object store does not have yet into it as
    /// one pack, and checks that the store now has every object: only then may the index, a tree or a
    /// ref refer to them.
    func flush(into repository: Repository) throws {
        guard !ids.isEmpty || !compressed.isEmpty else { return }
        let folder = repository.gitDirectory.appendingPathComponent("objects")
        let packs = try self.packs ?? Self.packsOnly(folder.path)
        var inMemory: [git_oid] = []
        for var id in ids
        where git_odb_exists_ext(packs.pointer, &id, GIT_ODB_LOOKUP_NO_REFRESH.rawValue) != 1 && written.insert(ObjectKey(id)).inserted {
            inMemory.append(id)
        }
        let objects = compressed + (try inMemory.map(readCompressed))
        if !objects.isEmpty {
            let (pack, index) = try packFiles(objects)
            try Self.install(pack: pack, index: index, in: folder.appendingPathComponent("pack"))
            let odb = try Handle<Libgit2.ObjectDatabase>.make("git_repository_odb") { git_repository_odb(&$0, repository.handle.pointer) }
            try check(git_odb_refresh(odb.pointer), "git_odb_refresh")
            for object in objects {
                var id = object.id
                guard git_odb_exists(odb.pointer, &id) == 1 else {
                    throw GitError(
                        code: -1, errorClass: Int32(GIT_ERROR_ODB.rawValue),
                        problem: .missingAfterPackWrite(ObjectID(id), ownPack: false), function: "PackWriter.flush")
                }
            }
        }
        try check(git_mempack_reset(backend), "git_mempack_reset")
        ids.removeAll()
        compressed.removeAll()
        written.removeAll()
        if self.packs != nil { self.packs = try Self.packsOnly(folder.path) }
    }

    /// An object database of the packs in `objects` (a repository's objects folder) alone.
    private static func packsOnly(_ objects: String) throws -> Handle<Libgit2.ObjectDatabase> {
        let odb = try Handle<Libgit2.ObjectDatabase>.make("git_odb_new") { git_odb_new(&$0) }
        var backend: UnsafeMutablePointer<git_odb_backend>?
        try check(git_odb_backend_pack(&backend, objects), "git_odb_backend_pack")
        // The object database owns the backend from here on.
        try check(git_odb_add_backend(odb.pointer, backend, 1), "git_odb_add_backend")
        return odb
    }

    /// The object `id` read back from memory, compressed.
    private func readCompressed(_ id: git_oid) throws -> CompressedObject {
        var id = id
        var object: OpaquePointer?
        try check(git_odb_read(&object, memory.pointer, &id), "git_odb_read")
        guard let object else { throw GitError(code: -1, errorClass: 0, message: "returned no object", function: "git_odb_read") }
        defer { git_odb_object_free(object) }
        let size = git_odb_object_size(object)
        let bytes = UnsafeRawBufferPointer(start: git_odb_object_data(object), count: size)
        return try CompressedObject(id: id, type: git_odb_object_type(object), bytes: bytes)
    }

    /// A version 2 pack of `objects` and its version 2 index, as `git index-pack` writes them: the pack's
    /// header, each object's type and size and its compressed bytes, and the SHA-1 of all that; the
    /// index's fan-out table, the sorted names, each object's CRC-32 and offset, the pack's checksum and
    /// its own.
    private func packFiles(_ objects: [CompressedObject]) throws -> (pack: [UInt8], index: [UInt8]) {
        var out: [UInt8] = Array("PACK".utf8)
        out.reserveCapacity(objects.reduce(12 + 20) { $0 + $1.bytes.count + 10 })
        Self.appendUInt32(&out, 2)
        Self.appendUInt32(&out, UInt32(objects.count))
        var entries: [(id: git_oid, crc: UInt32, offset: Int)] = []
        entries.reserveCapacity(objects.count)
        for object in objects {
            let offset = out.count
            Self.appendHeader(&out, type: object.type, size: object.size)
            out.append(contentsOf: object.bytes)
            let crc = out[offset...].withUnsafeBufferPointer { UInt32(crc32_z(0, $0.baseAddress, z_size_t($0.count))) }
            entries.append((object.id, crc, offset))
        }
        let packSum = SHA1.digest(out)
        out.append(contentsOf: packSum)
        return (out, try Self.indexFile(entries, packSum: packSum))
    }

    /// The version 2 index of a pack whose SHA-1 is `packSum`, of the objects `entries` (each object's id,
    /// the CRC-32 of its header and compressed bytes, and its offset in the pack).
    static func indexFile(_ entries: [(id: git_oid, crc: UInt32, offset: Int)], packSum: [UInt8]) throws -> [UInt8] {
        var entries = entries
        entries.sort { a, b in withUnsafeBytes(of: a.id.id) { x in withUnsafeBytes(of: b.id.id) { y in x.lexicographicallyPrecedes(y) } } }
        var index: [UInt8] = [0xFF, 0x74, 0x4F, 0x63]
        Self.appendUInt32(&index, 2)
        var fanout = [UInt32](repeating: 0, count: 256)
        for entry in entries { fanout[Int(entry.id.id.0)] += 1 }
        var running: UInt32 = 0
        for count in fanout {
            running += count
            Self.appendUInt32(&index, running)
        }
        for entry in entries { withUnsafeBytes(of: entry.id.id) { index.append(contentsOf: $0) } }
        for entry in entries { Self.appendUInt32(&index, entry.crc) }
        var large: [Int] = []
        for entry in entries {
            if entry.offset < 0x8000_0000 {
                Self.appendUInt32(&index, UInt32(entry.offset))
            } else {
                Self.appendUInt32(&index, 0x8000_0000 | UInt32(large.count))
                large.append(entry.offset)
            }
        }
        for offset in large {
            Self.appendUInt32(&index, UInt32(truncatingIfNeeded: offset >> 32))
            Self.appendUInt32(&index, UInt32(truncatingIfNeeded: offset))
        }
        index.append(contentsOf: packSum)
        index.append(contentsOf: SHA1.digest(index))
        return index
    }

    /// Puts `pack` and its `index` in `folder` (`.git/objects/pack`) as `pack-NAME.pack` and `.idx`: both
    /// written whole to temporary files first, then renamed, the index last, so git sees the pack only once
    /// it is whole; on a failure (a full disk) nothing of them is left.
    private static func install(pack: [UInt8], index: [UInt8], in folder: URL) throws {
        let name = "pack-" + pack.suffix(20).map { String(format: "%02x", $0) }.joined()
        var temporaries: [(temporary: String, target: String)] = []
        do throws(FileWriteError) {
            for (bytes, kind) in [(pack, "pack"), (index, "idx")] {
                let writer = AtomicWrite(temporary: .at(temporaryPath(kind, in: folder.path, pid: getpid())), mode: .fixed(0o444), durable: false)
                let target = folder.appendingPathComponent(name + "." + kind).path
                temporaries.append((try writer.writeTemporary(bytes, for: target), target))
            }
        } catch {
            for file in temporaries { unlink(file.temporary) }
            throw LockFile.osError(error.code, .write, error.path, function: "PackWriter.flush")
        }
        try install(temporaries)
    }

    /// Renames a pack's temporary files (the pack first, its index last) to their targets; on a failure
    /// the temporary files and whatever was renamed already are removed.
    static func install(_ temporaries: [(temporary: String, target: String)]) throws {
        var renamed: [String] = []
        do throws(FileWriteError) {
            for file in temporaries {
                // A pack of the same name there already holds the same objects: the new one replaces it.
                let existed = access(file.target, F_OK) == 0
                try AtomicWrite().install(file.temporary, at: file.target)
                if !existed { renamed.append(file.target) }
            }
        } catch {
            for file in temporaries { unlink(file.temporary) }
            for path in renamed { unlink(path) }
            throw LockFile.osError(error.code, .write, error.path, function: "PackWriter.flush")
        }
    }

    /// Where process `pid` writes a pack's `kind` ("pack" or "idx") in `folder` before renaming it.
    static func temporaryPath(_ kind: String, in folder: String, pid: Int32) -> String {
        folder + "/tmp_\(kind)_diary_\(pid)"
    }

    /// An object's header in a pack: its type in bits 4–6 of the first byte, its size in the low 4 bits
    /// and then 7 bits a byte, the high bit saying another byte follows.
    static func appendHeader(_ out: inout [UInt8], type: UInt8, size: Int) {
        var rest = size >> 4
        var byte = type << 4 | UInt8(size & 0x0F)
        while rest > 0 {
            out.append(byte | 0x80)
            byte = UInt8(rest & 0x7F)
            rest >>= 7
        }
        out.append(byte)
    }

    private static func appendUInt32(_ out: inout [UInt8], _ value: UInt32) {
        out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// `transform` of every element, in order, on every core (two runs of neighbouring elements on two).
    static func concurrentMap<Element, Result>(_ items: [Element], _ transform: (Element) -> Result) -> [Result] {
        // The machine's cores (ProcessInfo stays: a fact of the hardware, not a setting of the process).
        let workers = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(items.count / 64, 1))
        guard workers > 1 else { return items.map(transform) }
        let size = (items.count + workers - 1) / workers
        var results = [[Result]](repeating: [], count: workers)
        results.withUnsafeMutableBufferPointer { out in
            let slots = UncheckedSendable(out)
            let items = UncheckedSendable(items)
            withoutActuallyEscaping(transform) { transform in
                let body = UncheckedSendable(transform)
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    let range = (worker * size)..<min(items.value.count, (worker + 1) * size)
                    slots.value[worker] = items.value[range].map(body.value)
                }
            }
        }
        return results.flatMap { $0 }
    }
}

/// A value handed to `concurrentPerform`'s workers: each reads what it is given and writes only its own slot.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// An object ready for a pack: its id, type and size, and its bytes compressed with zlib.
struct CompressedObject: Sendable {
    var id: git_oid
    let type: UInt8
    let size: Int
    let bytes: [UInt8]

    init(id: git_oid, type: UInt8, size: Int, bytes: [UInt8]) {
        self.id = id
        self.type = type
        self.size = size
        self.bytes = bytes
    }

    init(id: git_oid, type: git_object_t, bytes: UnsafeRawBufferPointer) throws {
        self.id = id
        self.type = UInt8(type.rawValue)
        self.size = bytes.count
        self.bytes = try Self.compress(bytes)
    }

    /// `raw` compressed with zlib at its fastest level (git's loose objects and packs are zlib streams).
    static func compress(_ raw: UnsafeRawBufferPointer) throws -> [UInt8] {
        let bound = Int(compressBound(uLong(raw.count)))
        var result = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            var length = uLongf(bound)
            result = compress2(buffer.baseAddress, &length, raw.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(raw.count), Z_BEST_SPEED)
            count = result == Z_OK ? Int(length) : 0
        }
        guard result == Z_OK else {
            throw GitError(code: -1, errorClass: Int32(GIT_ERROR_ZLIB.rawValue), message: "zlib error \(result)", function: "compress2")
        }
        return out
    }
}

/// An object's id as a set key (an `ObjectID` spells it in hex first).
struct ObjectKey: Hashable {
    let high: UInt64
    let middle: UInt64
    let low: UInt32

    init(_ id: git_oid) {
        var high: UInt64 = 0
        var middle: UInt64 = 0
        var low: UInt32 = 0
        withUnsafeBytes(of: id.id) { raw in
            high = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            middle = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            low = raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
        }
        self.high = high
        self.middle = middle
        self.low = low
    }
}
