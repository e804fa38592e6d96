import Foundation

/// What one worker of a walk of the whole vault saw, in its order, for a new `EntryTextCache`: entries
/// whose record still held (the record's number), texts read from their files (kept here, with the
/// stat data taken before the read), and the month folders it listed or found unchanged.
struct EntryTextRecorder {
    enum Item {
        case kept(record: Int)
        case read(key: UInt64, stat: FileStatData, text: Range<Int>)
    }

    struct Folder {
        let key: UInt64
        let stat: FileStatData
        let entries: [UInt64]
    }

    /// Files changed at or after this time (nanoseconds) are not recorded (see `EntryTextCache.racyMargin`).
    let racyCutoff: Int64
    private(set) var items: [Item] = []
    private(set) var texts: [UInt8] = []
    private(set) var folders: [Folder] = []
    /// Texts and folders read from the disk and recorded (new or changed since the cache was written).
    private(set) var recorded = 0

    init(racyCutoff: Int64) { self.racyCutoff = racyCutoff }

    private func isSettled(_ stat: FileStatData) -> Bool { stat.modified < racyCutoff && stat.changed < racyCutoff }

    mutating func keep(_ record: Int) { items.append(.kept(record: record)) }

    /// A text read from its file after `stat` was taken (only when it still has that size).
    mutating func read(_ key: UInt64, stat: FileStatData, text: UnsafeBufferPointer<UInt8>) {
        guard isSettled(stat), text.count == Int(stat.size) else { return }
        recorded += 1
        let start = texts.count
        texts.append(contentsOf: text)
        items.append(.read(key: key, stat: stat, text: start..<texts.count))
    }

    /// The entries of a month folder whose stat data was `stat` before they were listed (or found in the
    /// cache, `listed` false).
    mutating func folder(_ key: UInt64, stat: FileStatData, entries: [EntryPath], listed: Bool) {
        let keys = entries.compactMap(EntryTextCache.key)
        // A folder with an entry no key names is listed every time.
        guard isSettled(stat), keys.count == entries.count else { return }
        if listed { recorded += 1 }
        folders.append(Folder(key: key, stat: stat, entries: keys))
    }
}

extension EntryTextCache {
    /// True when what `runs` saw differs enough from `old` to be worth writing: at least
    /// `rewriteThreshold` texts and folders read from the disk and recorded, plus records of `old` no
    /// longer used (their files changed or gone). Files changed too recently to be recorded count for
    /// nothing, so a vault being written to is not rewritten on every walk.
    static func isWorthRewriting(_ runs: [EntryTextRecorder], old: EntryTextCache?) -> Bool {
        var kept = 0
        var changed = 0
        for run in runs {
            changed += run.recorded
            for case .kept in run.items { kept += 1 }
        }
        changed += (old?.count ?? 0) - kept
        return changed >= rewriteThreshold && bootID != nil
    }

    /// Writes, through `write`, a cache holding what `runs` (in walk order, newest first) saw, texts of kept
    /// records taken from `old`, a megabyte at a time (never a second copy of every text in memory);
    /// false when the bytes written do not add up to the size the header gives.
    static func rewrite(
        _ runs: [EntryTextRecorder], old: EntryTextCache?, write: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Bool {
        guard let boot = bootID else { return false }
        struct Record {
            var key: UInt64
            var stat: FileStatData
            var run: Int
            var item: Int
        }
        var records: [Record] = []
        for (runIndex, run) in runs.enumerated() {
            for (itemIndex, item) in run.items.enumerated() {
                switch item {
                case .kept(let record):
                    guard let old else { continue }
                    records.append(Record(key: old.key(at: record), stat: old.statData(at: record), run: runIndex, item: itemIndex))
                case .read(let key, let stat, _):
                    records.append(Record(key: key, stat: stat, run: runIndex, item: itemIndex))
                }
            }
        }
        var folders = runs.flatMap(\.folders)
        // A walk goes newest first, so these are checks more than sorts.
        if !zip(records, records.dropFirst()).allSatisfy({ $0.key > $1.key }) {
            records.sort { $0.key > $1.key }
            records = records.enumerated().filter { $0.offset == 0 || records[$0.offset - 1].key != $0.element.key }.map(\.element)
        }
        if !zip(folders, folders.dropFirst()).allSatisfy({ $0.key > $1.key }) {
            folders.sort { $0.key > $1.key }
            folders = folders.enumerated().filter { $0.offset == 0 || folders[$0.offset - 1].key != $0.element.key }.map(\.element)
        }
        let names = folders.reduce(0) { $0 + $1.entries.count }
        let textsSize = records.reduce(0) { $0 + Int($1.stat.size) }
        let total = headerSize + (records.count + folders.count) * recordSize + names * 8 + textsSize
        let chunkSize = 1 << 20
        var out: [UInt8] = []
        out.reserveCapacity(chunkSize)
        var written = 0
        func flush() throws {
            try out.withUnsafeBytes(write)
            written += out.count
            out.removeAll(keepingCapacity: true)
        }
        func put(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            if out.count + bytes.count > chunkSize { try flush() }
            out.append(contentsOf: bytes)
        }
        func put(_ word: UInt64) { withUnsafeBytes(of: word.littleEndian) { out.append(contentsOf: $0) } }
        func put(_ stat: FileStatData) {
            put(stat.device)
            put(stat.inode)
            put(stat.size)
            put(UInt64(bitPattern: stat.modified))
            put(UInt64(bitPattern: stat.changed))
        }
        for word in [magic, UInt64(records.count), UInt64(folders.count), UInt64(names), UInt64(textsSize), UInt64(total), boot.0, boot.1] {
            put(word)
        }
        var offset: UInt64 = 0
        for record in records {
            put(record.key)
            put(record.stat)
            put(offset)
            offset += record.stat.size
        }
        var firstName: UInt64 = 0
        for folder in folders {
            put(folder.key)
            put(folder.stat)
            put(firstName)
            firstName += UInt64(folder.entries.count)
        }
        for folder in folders {
            for entry in folder.entries { put(entry) }
        }
        for record in records {
            switch runs[record.run].items[record.item] {
            case .kept(let index): if let old { try put(old.text(at: index)) }
            case .read(_, _, let range): try runs[record.run].texts.withUnsafeBufferPointer { try put(UnsafeBufferPointer(rebasing: $0[range])) }
            }
        }
        try flush()
        return written == total
    }
}
