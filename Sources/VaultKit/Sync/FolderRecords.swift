import FileWriting
import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// What sync's last look found in the folders where an edit made outside diary could add a file that sync
/// commits (see `OutsideEditsScan`): `.git/diary/folder-scan`. A cache, never the only truth.
///
/// A record says: this folder, with exactly this stat data (device, inode, size, and mtime and ctime to the
/// nanosecond), held files the index tracked (so many of them), the files named in `others` (none of them
/// anything sync commits, whatever the ignore rules say) and the folders named in `folders`, looked at in
/// their turn. Creating, removing or renaming anything in a folder changes its mtime and ctime, so while the
/// stat data is the same, so are the names in it. A folder is recorded only when both its times are older
/// than the moment its look began (when the vault lock was taken): a change made within the same clock tick
/// as the look is then never hidden behind an unchanged time, as git's racy-git rule has it for files.
///
/// A missing, unreadable or corrupt file reads as no records (every folder is looked at again). It is
/// written atomically, without fsync: losing it only costs the next sync a longer look.
struct FolderRecords: Equatable {
    /// One folder as it was looked at.
    struct Record: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: FileTime
        var changed: FileTime
        /// How many names in the folder were files the index tracked.
        var tracked: Int
        /// The names of the other files in it.
        var others: [String]
        /// The names of the folders in it that are looked at too.
        var folders: [String]

        /// The stat data of `info` with the names found.
        init(_ info: stat, tracked: Int, others: [String], folders: [String]) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = FileTime(info.st_mtim)
            changed = FileTime(info.st_ctim)
            self.tracked = tracked
            self.others = others
            self.folders = folders
        }

        fileprivate init(
            device: UInt64, inode: UInt64, size: Int64, modified: FileTime, changed: FileTime, tracked: Int, others: [String], folders: [String]
        ) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
            self.tracked = tracked
            self.others = others
            self.folders = folders
        }

        /// True when `info` is this folder's stat data, unchanged.
        func matches(_ info: stat) -> Bool {
            info.st_mode & S_IFMT == S_IFDIR && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
                && Int64(info.st_size) == size && FileTime(info.st_mtim) == modified && FileTime(info.st_ctim) == changed
        }

        /// True when both times are before `moment`: no change made since can have left them as they are.
        func olderThan(_ moment: FileTime) -> Bool {
            modified < moment && changed < moment
        }
    }

    /// The records by folder path ("" is the top folder).
    var records: [String: Record] = [:]
    /// The index file whose checksum the look verified (see `TrackedFilesLook`).
    var index: IndexStamp?
    /// The ID of the tree that index makes (20 bytes), worked out by that look.
    var indexTree: [UInt8]?

    static func url(gitDirectory: URL) -> URL { gitDirectory.appendingPathComponent("diary/folder-scan") }

    private static let magic = Array("diary-folder-scan 3\n".utf8)

    /// The records in the file at `url`; none when it is missing, unreadable or corrupt.
    static func load(from url: URL) -> FolderRecords {
        guard let data = FileManager.default.contents(atPath: url.path), let records = decode(Array(data)) else { return FolderRecords() }
        return records
    }

    /// Writes the records to `url` atomically (a temporary file beside it, renamed over it), without fsync.
    func write(to url: URL) {
        // diary's own folder in `.git` (a vault made by plain git has none yet); never `.git` itself.
        guard mkdir(url.deletingLastPathComponent().path, 0o700) == 0 || errno == EEXIST else { return }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        try? AtomicWrite(temporary: .at(temporary), mode: .fixed(0o600), durable: false).write(encoded(), to: url.path)
    }

    // MARK: The file's bytes

    /// The magic line, the records, then an FNV-1a checksum of all that: a torn or damaged file is told apart.
    func encoded() -> [UInt8] {
        var out = Self.magic
        let index = self.index.map {
            [1, $0.device, $0.inode, UInt64(bitPattern: $0.size)] + ($0.modified + $0.changed).map { UInt64(bitPattern: $0) }
        }
        for value in index ?? Array(repeating: 0, count: 8) { Self.put(value, &out) }
        Self.put(indexTree ?? [], &out)
        Self.put(UInt64(records.count), &out)
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            Self.put(path, &out)
            for value in [
                record.device, record.inode, UInt64(bitPattern: record.size),
                UInt64(bitPattern: record.modified.seconds), UInt64(bitPattern: record.modified.nanoseconds),
                UInt64(bitPattern: record.changed.seconds), UInt64(bitPattern: record.changed.nanoseconds),
                UInt64(record.tracked), UInt64(record.others.count), UInt64(record.folders.count)
            ] {
                Self.put(value, &out)
            }
            for name in record.others + record.folders { Self.put(name, &out) }
        }
        Self.put(Self.checksum(out[...]), &out)
        return out
    }

    static func decode(_ bytes: [UInt8]) -> FolderRecords? {
        guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        var checksumAt = bytes.count - 8
        guard take(bytes, &checksumAt) == checksum(body) else { return nil }
        var at = magic.count
        func number() -> UInt64? { at + 8 <= body.count ? take(bytes, &at) : nil }
        func field() -> ArraySlice<UInt8>? {
            guard let length = number(), length <= UInt64(body.count - at) else { return nil }
            let end = at + Int(length)
            defer { at = end }
            return bytes[at..<end]
        }
        func name() -> String? { field().flatMap { String(validating: $0, as: UTF8.self) } }
        var index: [UInt64] = []
        for _ in 0..<8 {
            guard let value = number() else { return nil }
            index.append(value)
        }
        guard let tree = field(), tree.isEmpty || tree.count == 20, let count = number(), count <= UInt64(body.count), index[0] <= 1
        else { return nil }
        var records = FolderRecords()
        records.indexTree = tree.isEmpty ? nil : Array(tree)
        if index[0] == 1 {
            let times = index[4...].map { Int64(bitPattern: $0) }
            records.index = IndexStamp(
                device: index[1], inode: index[2], size: Int64(bitPattern: index[3]), modified: Array(times.prefix(2)),
                changed: Array(times.suffix(2)))
        }
        for _ in 0..<count {
            guard let path = name() else { return nil }
            var values: [UInt64] = []
            for _ in 0..<10 {
                guard let value = number() else { return nil }
                values.append(value)
            }
            guard values[7] <= UInt64(Int.max), values[8] <= UInt64(body.count), values[9] <= UInt64(body.count) else { return nil }
            var names: [String] = []
            for _ in 0..<(values[8] + values[9]) {
                guard let value = name() else { return nil }
                names.append(value)
            }
            records.records[path] = Record(
                device: values[0], inode: values[1], size: Int64(bitPattern: values[2]),
                modified: FileTime(seconds: Int64(bitPattern: values[3]), nanoseconds: Int64(bitPattern: values[4])),
                changed: FileTime(seconds: Int64(bitPattern: values[5]), nanoseconds: Int64(bitPattern: values[6])),
                tracked: Int(values[7]), others: Array(names.prefix(Int(values[8]))), folders: Array(names.dropFirst(Int(values[8]))))
        }
        return at == body.count ? records : nil
    }

    private static func put(_ value: UInt64, _ out: inout [UInt8]) {
        for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func put(_ text: String, _ out: inout [UInt8]) {
        put(Array(text.utf8), &out)
    }

    private static func put(_ bytes: [UInt8], _ out: inout [UInt8]) {
        put(UInt64(bytes.count), &out)
        out.append(contentsOf: bytes)
    }

    private static func take(_ bytes: [UInt8], _ at: inout Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[at..<(at + 8)] { value = value << 8 | UInt64(byte) }
        at += 8
        return value
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// A file time to the nanosecond, as `stat` gives it.
struct FileTime: Comparable, Sendable {
    var seconds: Int64
    var nanoseconds: Int64

    init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
        self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}
