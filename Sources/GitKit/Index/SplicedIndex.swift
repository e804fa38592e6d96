import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A new index made of runs of the old index file's bytes (mapped, never copied) and the new entries
/// between them, with its checksum: written out piece by piece, so that a save in a vault of 100,000
/// entries neither copies nor zeroes the index's 9 MB in memory (see `IndexFile.updated`).
final class SplicedIndex {
    enum Piece {
        /// Bytes of the old file.
        case old(Range<Int>)
        /// Bytes made here: the header, a new entry, the checksum.
        case made([UInt8])
    }

    private let old: MappedFile
    let pieces: [Piece]

    /// `pieces` of `old`, then their SHA-1, as git ends an index file.
    init(old: MappedFile, pieces: [Piece]) {
        self.old = old
        let hash = SHA1.Stream()
        var all = pieces
        for piece in pieces {
            switch piece {
            case .old(let range): hash.update(UnsafeRawBufferPointer(rebasing: old.bytes[range]))
            case .made(let bytes): bytes.withUnsafeBytes { hash.update($0) }
            }
        }
        all.append(.made(hash.digest()))
        self.pieces = all
    }

    /// The whole file's size.
    var count: Int {
        pieces.reduce(0) { total, piece in
            switch piece {
            case .old(let range): total + range.count
            case .made(let bytes): total + bytes.count
            }
        }
    }

    /// Writes every piece, in order, to `fd` at its current offset; 0, or the errno of the write that failed.
    func write(to fd: Int32) -> Int32 {
        for piece in pieces {
            let code: Int32
            switch piece {
            case .old(let range): code = writeAll(UnsafeRawBufferPointer(rebasing: old.bytes[range]), to: fd)
            case .made(let bytes): code = writeAll(bytes, to: fd)
            }
            if code != 0 { return code }
        }
        return 0
    }

    /// The whole file as one array (for tests, and for what wants it in memory).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        for piece in pieces {
            switch piece {
            case .old(let range): out.append(contentsOf: old.bytes[range])
            case .made(let bytes): out.append(contentsOf: bytes)
            }
        }
        return out
    }
}

/// A file mapped read-only into memory for as long as this lives. Fit for a file that is replaced by
/// renaming a new one over it, never rewritten in place (git's index): the mapping keeps the old bytes.
final class MappedFile {
    let bytes: UnsafeRawBufferPointer

    /// The file at `path`, with its stat data (taken on the descriptor mapped) into `info`; nil when it is
    /// missing, unreadable or empty.
    init?(path: String, info infoOut: UnsafeMutablePointer<stat>? = nil) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        infoOut?.pointee = info
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
