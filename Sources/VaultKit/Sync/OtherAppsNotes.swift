import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A note another app wrote into one of the vault's month folders under its own name, taken in as an
/// entry: GitJournal, sharing the vault's remote on a phone, names a new note by the moment it was made
/// (`2024/02/2024-02-26-06-48-59.md`), which is no entry's name, so list and search would never see it.
public struct NoteTakenIn: Sendable, Equatable {
    /// Where the app wrote it, and the entry it became (its day's next free name).
    public let from: String
    public let to: EntryPath
}

extension Vault {
    /// GitJournal's name for a note made at a moment: `YYYY-MM-DD-HH-MM-SS.md`, its day and time.
    static func otherAppsNoteMoment(_ name: String) -> (day: Day, hour: Int, minute: Int, second: Int)? {
        let b = Array(name.utf8)
        guard b.count == 22, name.hasSuffix(".md"), let day = Day(String(decoding: b[0..<10], as: UTF8.self)),
            b[10] == UInt8(ascii: "-"), b[13] == UInt8(ascii: "-"), b[16] == UInt8(ascii: "-"),
            let hour = ASCIIDigits.value(b[11..<13]), let minute = ASCIIDigits.value(b[14..<16]),
            let second = ASCIIDigits.value(b[17..<19]), hour < 24, minute < 60, second < 60
        else { return nil }
        return (day, hour, minute, second)
    }

    /// The other apps' notes in the month folders (`YYYY/MM/<moment>.md` of that month), oldest first.
    func otherAppsNotes() -> [String] {
        var notes: [String] = []
        walkMonthFolders(from: nil, to: nil) { year, month in
            let folder = year + "/" + month
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            for name in names {
                guard let moment = Self.otherAppsNoteMoment(name), moment.day.year == Int(year), moment.day.month == Int(month) else { continue }
                var info = stat()
                guard lstat(root.appendingPathComponent(folder + "/" + name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                notes.append(folder + "/" + name)
            }
            return true
        }
        return notes.sorted()
    }

    /// Moves each of `otherAppsNotes()` that reads as an entry to its day's next free name, its front matter
    /// brought to the current schema as `diary migrate` would (without a date of its own, the moment its
    /// name gives, in the vault's zone), in one commit that git records as renames; the body is kept. A note
    /// that does not read (broken front matter, not UTF-8) is left where it is, and so is one with no text.
    /// The caller holds the vault lock.
    func takeInOtherAppsNotes() throws -> [NoteTakenIn] {
        var taken: [Day: Int] = [:]
        var moves: [NoteTakenIn] = []
        var files: [InPlaceRewrite.File] = []
        for note in otherAppsNotes() {
            guard let moment = Self.otherAppsNoteMoment(String(note.split(separator: "/").last ?? "")),
                let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(note).path),
                let document = try? EntryDocument.parse(bytes, file: note), document.holdsText
            else { continue }
            var context = MigrationContext(timeZone: timeZone)
            // Without a date of its own, the note was written at the moment its name gives, on the vault's clock.
            let name = "\(moment.day) " + [moment.hour, moment.minute, moment.second].map { ASCIIDigits.pad($0, 2) }.joined(separator: ":")
            context.firstCommitted = ForeignDate.parse(name, zone: timeZone)?.date
            guard let migrated = try? Migration.migrate(document, path: EntryPath(day: moment.day), context: context),
                let created = migrated.frontMatter?.timestamp(localZone: timeZone)
            else { continue }
            let day = created.day
            var next = taken[day] ?? nextFreePath(on: day).sequence
            var info = stat()
            while lstat(url(EntryPath(day: day, sequence: next)).path, &info) == 0 { next += 1 }
            taken[day] = next + 1
            let path = EntryPath(day: day, sequence: next)
            files.append(InPlaceRewrite.File(path: path.relativePath, old: nil, new: Data(migrated.rendered().utf8)))
            files.append(InPlaceRewrite.File(path: note, old: bytes, new: nil))
            moves.append(NoteTakenIn(from: note, to: path))
        }
        guard !moves.isEmpty else { return [] }
        let count = moves.count
        _ = try commitRewritingInPlace(files, message: "Take in \(count) \(count == 1 ? "note" : "notes") another app wrote")
        return moves
    }
}
