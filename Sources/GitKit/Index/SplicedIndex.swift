import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A new index made of runs of the old index file's bytes (mapped, never copied) and the new entries
/// between them, then its checksum: written out piece by piece, so that a save in a vault of 100,000
/// entries neither copies nor zeroes the index's 9 MB in memory (see `IndexFile.updated`).
/// Immutable once made, so its checksum can be worked out on another thread.
final class SplicedIndex: @unchecked Sendable {
    enum Piece {
        /// Bytes of the old file.
        case old(Range<Int>)
        /// Bytes made here: the header, a new entry.
        case made([UInt8])
    }

    private let old: MappedFile
    /// The pieces in order, without the checksum that ends the file.
    private let pieces: [Piece]

    init(old: MappedFile, pieces: [Piece]) {
        self.old = old
        self.pieces = pieces
    }

    /// Hands `body` each piece's bytes, in order, while it returns true.
    private func eachPiece(_ body: (UnsafeRawBufferPointer) -> Bool) {
        for piece in pieces {
            let more: Bool
            switch piece {
            case .old(let range): more = body(UnsafeRawBufferPointer(rebasing: old.bytes[range]))
            case .made(let bytes): more = bytes.withUnsafeBytes { body($0) }
            }
            if !more { return }
        }
    }

    /// The whole file's size, its checksum included.
    var count: Int {
        var total = 20
        eachPiece {
            total += $0.count
            return true
        }
        return total
    }

    /// The SHA-1 of the pieces, as git ends an index file.
    func checksum() -> [UInt8] {
        let hash = SHA1.Stream()
        eachPiece {
            hash.update($0)
            return true
        }
        return hash.digest()
    }

    /// Writes every piece, in order, to `fd` at its current offset, then the checksum, which is worked out on
    /// another thread while the pieces are written (the two cost about the same for a large index); 0, or the
    /// errno of the write that failed.
    func write(to fd: Int32) -> Int32 {
        let done = DispatchGroup()
        nonisolated(unsafe) var digest: [UInt8] = []
        DispatchQueue.global().async(group: done) { digest = self.checksum() }
        var code: Int32 = 0
        eachPiece {
            code = writeAll($0, to: fd)
            return code == 0
        }
        done.wait()
        return code != 0 ? code : writeAll(digest, to: fd)
    }

    /// The whole file as one array (for tests).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        eachPiece {
            out.append(contentsOf: $0)
            return true
        }
        return out + checksum()
    }
}

/// A file mapped read-only into memory for as long as this lives. Fit for a file that is replaced by
/// renaming a new one over it, never rewritten in place (git's index): the mapping keeps the old bytes.
final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    /// The file at `path`; nil when it is missing, unreadable or empty.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
