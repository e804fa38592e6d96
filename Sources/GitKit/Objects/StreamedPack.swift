import Clibgit2
import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One large blob written into the object store as a pack of its own, a piece at a time: its bytes are
/// never in memory whole, here or when libgit2 reads the blob back.
///
/// A loose object would do for writing (libgit2 streams one), but libgit2 1.5 reads a loose object whole
/// twice over: the compressed file into memory, then the blob inflated beside it, so a push of a 200 MB
/// video held 400 MB. An object in a pack is inflated from the pack's mapped windows. The pack and its
/// index are written as `PackWriter` writes them (zlib at its fastest level, version 2 files, the index
/// put in place last), with no indexer reading the pack back.
enum StreamedPack {
    /// Stores the blob of `count` bytes that `produce` hands, in order, to the closure it is given, and
    /// returns its id. Throws when `produce` throws or gives another number of bytes; nothing is left then.
    static func writeBlob(
        count: Int, in repository: Repository, _ produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> git_oid {
        let folder = repository.gitDirectory.appendingPathComponent("objects/pack").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let packHash = SHA1.Stream()
        let blobHash = SHA1.Stream()
        var crc = UInt32(crc32_z(0, nil, 0))
        let deflater = try Deflater()
        var given = 0
        let writer = AtomicWrite(temporary: .at(PackWriter.temporaryPath("pack", in: folder, pid: getpid())), mode: .fixed(0o444), durable: false)
        let temporaryPack = try writer.writeTemporary(for: folder + "/pack.pack") { sink in
            func put(_ bytes: UnsafeRawBufferPointer, inObject: Bool = true) throws {
                try sink.write(bytes)
                packHash.update(bytes)
                if inObject, let base = bytes.baseAddress {
                    crc = UInt32(crc32_z(uLong(crc), base.assumingMemoryBound(to: Bytef.self), z_size_t(bytes.count)))
                }
            }
            var head: [UInt8] = Array("PACK".utf8) + [0, 0, 0, 2, 0, 0, 0, 1]
            try head.withUnsafeBytes { try put($0, inObject: false) }
            head = []
            PackWriter.appendHeader(&head, type: UInt8(GIT_OBJECT_BLOB.rawValue), size: count)
            try head.withUnsafeBytes { try put($0) }
            Array("blob \(count)\0".utf8).withUnsafeBytes { blobHash.update($0) }
            try produce { piece in
                given += piece.count
                blobHash.update(piece)
                try deflater.deflate(piece, finish: false, into: { try put($0) })
            }
            try deflater.deflate(UnsafeRawBufferPointer(start: nil, count: 0), finish: true, into: { try put($0) })
            guard given == count else {
                throw GitError(
                    code: -1, errorClass: Int32(GIT_ERROR_ODB.rawValue),
                    message: "\(given) bytes came for a blob of \(count)", function: "StreamedPack.writeBlob")
            }
            try packHash.digest().withUnsafeBytes { try sink.write($0) }
        }
        let packSum = packHash.digest()
        var id = git_oid()
        withUnsafeMutableBytes(of: &id.id) { $0.copyBytes(from: blobHash.digest()) }
        let index = try PackWriter.indexFile([(id, crc, 12)], packSum: packSum)
        let name = folder + "/pack-" + packSum.map { String(format: "%02x", $0) }.joined()
        do {
            let indexWriter = AtomicWrite(
                temporary: .at(PackWriter.temporaryPath("idx", in: folder, pid: getpid())), mode: .fixed(0o444), durable: false)
            let temporaryIndex = try indexWriter.writeTemporary(index, for: name + ".idx")
            try PackWriter.install([(temporaryPack, name + ".pack"), (temporaryIndex, name + ".idx")])
        } catch {
            unlink(temporaryPack)
            throw error
        }
        let odb = try Handle<Libgit2.ObjectDatabase>.make("git_repository_odb") { git_repository_odb(&$0, repository.handle.pointer) }
        try check(git_odb_refresh(odb.pointer), "git_odb_refresh")
        guard git_odb_exists(odb.pointer, &id) == 1 else {
            throw GitError(
                code: -1, errorClass: Int32(GIT_ERROR_ODB.rawValue),
                problem: .missingAfterPackWrite(ObjectID(id), ownPack: true), function: "StreamedPack.writeBlob")
        }
        return id
    }
}

/// zlib's deflate a piece at a time (at its fastest level, as `PackWriter`), its output in pieces of 64 KB.
private final class Deflater {
    private var stream = z_stream()
    private var output = [UInt8](repeating: 0, count: 1 << 16)
    private var ended = false

    deinit {
        if !ended { deflateEnd(&stream) }
    }

    init() throws {
        let result = deflateInit_(&stream, Z_BEST_SPEED, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard result == Z_OK else {
            throw GitError(code: -1, errorClass: Int32(GIT_ERROR_ZLIB.rawValue), message: "zlib error \(result)", function: "deflateInit")
        }
    }

    /// Compresses `input` (and, with `finish`, ends the stream), handing what comes out to `emit`.
    func deflate(_ input: UnsafeRawBufferPointer, finish: Bool, into emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        while true {
            let (result, produced) = output.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                let result = Clibgit2.deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                return (result, buffer.count - Int(stream.avail_out))
            }
            guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else {
                throw GitError(code: -1, errorClass: Int32(GIT_ERROR_ZLIB.rawValue), message: "zlib error \(result)", function: "deflate")
            }
            if produced > 0 { try output.withUnsafeBytes { try emit(UnsafeRawBufferPointer(rebasing: $0[..<produced])) } }
            if finish ? result == Z_STREAM_END : (stream.avail_in == 0 && produced < output.count) { break }
        }
        if finish {
            deflateEnd(&stream)
            ended = true
        }
    }
}
