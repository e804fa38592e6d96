import Clibgit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Updates a few entries of `.git/index` in place of libgit2's read-everything, write-everything.
///
/// libgit2 parses every entry of the index into memory and rewrites it with a collision-detecting
/// SHA-1, which costs about 70 ms on a 100,000-entry vault for every save. This splices the changed
/// entries into the file's bytes and drops the optional cache extensions that the change makes stale
/// (git rebuilds them when it needs them); the caller writes the result into `index.lock`, which it holds.
/// Anything it does not handle (index version 4, a split or sparse index, conflict entries of a changed
/// path, no index yet) is left to libgit2: `updated` then returns nil.
enum IndexFile {
    /// One change: the entry for `path`, or its removal when `entry` is nil.
    struct Change {
        let path: String
        let entry: Entry?
    }

    /// What the index records for a file: its blob, mode and stat data.
    struct Entry {
        let id: git_oid
        let mode: UInt32
        let stat: stat
    }

    /// Extensions that must not be dropped: a split or sparse index can't be rewritten here.
    private static let unsupportedExtensions: Set<String> = ["link", "sdir"]

    /// The index at `gitDirectory/index` with `changes` applied (its old bytes mapped, not copied); nil when it
    /// must be left to libgit2. The caller holds `index.lock`, so the index read is the one being replaced.
    static func updated(gitDirectory: URL, changes: [Change]) -> SplicedIndex? {
        let indexPath = gitDirectory.appendingPathComponent("index").path
        guard let file = MappedFile(path: indexPath) else { return nil }
        let bytes = file.bytes
        guard let layout = parse(bytes) else { return nil }
        let starts = layout.starts
        func start(_ n: Int) -> Int { n < starts.count ? starts[n] : layout.entriesEnd }
        func path(_ n: Int) -> UnsafeRawBufferPointer { pathOf(bytes, start(n)..<start(n + 1)) }

        // Where each change lands among the original entries (sorted by path bytes, as git sorts them).
        var operations: [(position: Int, replaces: Bool, encoded: [UInt8])] = []
        for change in changes.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            let key = Array(change.path.utf8)
            var low = 0
            var high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if path(mid).lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
            }
            let exists = low < starts.count && path(low).elementsEqual(key)
            // Conflict stages of this path: a merge in progress is libgit2's to handle.
            if exists, stageOf(bytes, start(low)) != 0 || low + 1 < starts.count && path(low + 1).elementsEqual(key) {
                return nil
            }
            guard exists || change.entry != nil else { continue }
            operations.append((low, exists, change.entry.map { encode($0, path: key) } ?? []))
        }

        var header = Array(bytes[0..<8])
        let count = starts.count + operations.reduce(0) { $0 + ($1.encoded.isEmpty ? -1 : 0) + ($1.replaces ? 0 : 1) }
        appendUInt32(&header, UInt32(count))
        var pieces: [SplicedIndex.Piece] = [.made(header)]
        var cursor = 12
        for operation in operations {
            pieces.append(.old(cursor..<start(operation.position)))
            pieces.append(.made(operation.encoded))
            cursor = start(operation.position + (operation.replaces ? 1 : 0))
        }
        pieces.append(.old(cursor..<layout.entriesEnd))
        return SplicedIndex(old: file, pieces: pieces)
    }

    /// True when the last 20 bytes of `bytes` are the SHA-1 of the rest, as git writes an index.
    static func checksumMatches(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 32 else { return false }
        let digest = bytes.withUnsafeBufferPointer { SHA1.digest(UnsafeBufferPointer(rebasing: $0.dropLast(20))) }
        return bytes[(bytes.count - 20)...].elementsEqual(digest)
    }

    /// The entries of a version 2 or 3 index, or nil when this is not one `update` can rewrite.
    static func parse(_ bytes: [UInt8]) -> (starts: [Int], entriesEnd: Int)? {
        bytes.withUnsafeBytes { parse($0) }
    }

    static func parse(_ bytes: UnsafeRawBufferPointer) -> (starts: [Int], entriesEnd: Int)? {
        guard bytes.count >= 32, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
        let version = readUInt32(bytes, 4)
        guard version == 2 || version == 3 else { return nil }
        let count = Int(readUInt32(bytes, 8))
        var offset = 12
        var starts: [Int] = []
        starts.reserveCapacity(count)
        let end = bytes.count - 20
        for _ in 0..<count {
            guard offset + 62 <= end else { return nil }
            let flags = readUInt16(bytes, offset + 60)
            let extended = flags & 0x4000 != 0
            guard !extended || version == 3 else { return nil }
            let nameStart = offset + 62 + (extended ? 2 : 0)
            // The flags hold the name's length below 0xFFF: its NUL is checked, not searched for.
            let nameLength = Int(flags & 0xFFF)
            let nul: Int
            if nameLength < 0xFFF {
                nul = nameStart + nameLength
                guard nul < end, bytes[nul] == 0 else { return nil }
            } else {
                guard let found = bytes[nameStart..<end].firstIndex(of: 0) else { return nil }
                nul = found
            }
            let length = (nul - offset + 8) & ~7
            guard offset + length <= end else { return nil }
            starts.append(offset)
            offset += length
        }
        // Extensions: refuse the ones that change how entries are read; the caches are dropped.
        var cursor = offset
        while cursor + 8 <= end {
            let signature = String(decoding: bytes[cursor..<(cursor + 4)], as: UTF8.self)
            if unsupportedExtensions.contains(signature) { return nil }
            cursor += 8 + Int(readUInt32(bytes, cursor + 4))
        }
        return (starts, offset)
    }

    private static func pathOf(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> UnsafeRawBufferPointer {
        let flags = readUInt16(bytes, range.lowerBound + 60)
        let start = range.lowerBound + 62 + (flags & 0x4000 != 0 ? 2 : 0)
        let nul = bytes[start..<range.upperBound].firstIndex(of: 0) ?? range.upperBound
        return UnsafeRawBufferPointer(rebasing: bytes[start..<nul])
    }

    private static func stageOf(_ bytes: UnsafeRawBufferPointer, _ start: Int) -> Int {
        Int((readUInt16(bytes, start + 60) >> 12) & 0x3)
    }

    /// An index entry (version 2 layout) padded with NULs to a multiple of 8 bytes.
    private static func encode(_ entry: Entry, path: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        let s = entry.stat
        for value in [s.st_ctim.tv_sec, s.st_ctim.tv_nsec, s.st_mtim.tv_sec, s.st_mtim.tv_nsec] {
            appendUInt32(&out, UInt32(truncatingIfNeeded: value))
        }
        for value in [UInt64(s.st_dev), UInt64(s.st_ino)] { appendUInt32(&out, UInt32(truncatingIfNeeded: value)) }
        appendUInt32(&out, entry.mode)
        appendUInt32(&out, s.st_uid)
        appendUInt32(&out, s.st_gid)
        appendUInt32(&out, UInt32(truncatingIfNeeded: s.st_size))
        withUnsafeBytes(of: entry.id.id) { out.append(contentsOf: $0) }
        let flags = UInt16(min(path.count, 0xFFF))
        out.append(UInt8(flags >> 8))
        out.append(UInt8(flags & 0xFF))
        out.append(contentsOf: path)
        let length = (62 + path.count + 8) & ~7
        out.append(contentsOf: repeatElement(0, count: length - out.count))
        return out
    }

    /// The whole file in one read; nil when it is missing or unreadable.
    static func read(_ path: String) -> [UInt8]? {
        read(path, info: nil)
    }

    /// Like `read(_:)`, with the file's own stat data (taken on the descriptor read) into `info`.
    static func read(_ path: String, info infoOut: UnsafeMutablePointer<stat>?) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        infoOut?.pointee = info
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let got = bytes.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress.map { $0 + count }, size - count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            count += got
        }
        return bytes
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func readUInt16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    static func readUInt32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func readUInt16(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt16 {
        UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    private static func appendUInt32(_ out: inout [UInt8], _ value: UInt32) {
        out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
