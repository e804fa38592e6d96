import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a migration is about to do to the work tree, written down before it starts: `.git/diary/migrate-journal`.
///
/// A migration first writes its commit to the object store (every file's bytes before and after, the
/// trees and the commit: `StagedCommit`), then this journal (atomically, and on disk before anything
/// else changes), then rewrites the files in place, moves the branch, puts the index in place, and
/// deletes the journal. A journal still there means a migration was killed halfway; whoever next takes
/// the vault lock finishes it (`Vault.finishInterruptedMigration`) before doing anything else.
///
/// It is a text file, one line per field and one per file:
///
///     diary migrate-journal 1
///     pid 4242
///     marker diary 4242 9f86d081884c7d65
///     branch refs/heads/main
///     parent 3f9c2ab…             (40 hex digits; `-` for an unborn branch)
///     commit 8ccb44c…
///     file OLD NEW STORED MODE SMUDGED PATH
///     …
///     end
///
/// where OLD and NEW are the blobs of the file's bytes before and after (`-`: no file), STORED the blob
/// the commit holds (`=`: NEW itself, `-`: none), MODE the octal mode, SMUDGED `s` when OLD and NEW are
/// stored bytes a filter driver turns into the file's (git-crypt) and `-` otherwise, and PATH the rest of
/// the line. `marker` is the text the migration's git lock files hold, so that the run that finishes it
/// can tell them from anyone else's (see `Repository.removeLeftoverLocks`).
struct MigrationJournal: Equatable {
    /// Bumped when the format changes; a journal of another version is refused, never guessed at.
    static let currentVersion = 1
    private static let magic = "diary migrate-journal"

    /// The migrating process.
    var pid: Int32
    /// What its git lock files hold.
    var marker: String
    var staged: StagedCommit

    static func url(gitDirectory: URL) -> URL { gitDirectory.appendingPathComponent("diary/migrate-journal") }

    static func exists(gitDirectory: URL) -> Bool {
        access(url(gitDirectory: gitDirectory).path, F_OK) == 0
    }

    // MARK: Writing and reading

    /// The journal's text.
    func encoded() -> Data {
        var text = "\(Self.magic) \(Self.currentVersion)\npid \(pid)\nmarker \(marker)\nbranch \(staged.branch)\n"
        text += "parent \(staged.parent?.hex ?? "-")\ncommit \(staged.commit.hex)\n"
        for file in staged.files {
            let stored = file.stored == nil ? "-" : (file.stored == file.new ? "=" : file.stored!.hex)
            text += "file \(file.old?.hex ?? "-") \(file.new?.hex ?? "-") \(stored) \(String(file.mode, radix: 8)) "
            text += "\(file.smudged ? "s" : "-") \(file.path)\n"
        }
        return Data((text + "end\n").utf8)
    }

    /// The journal `data` holds; nil when it is not a whole journal of this version.
    static func decode(_ data: Data) -> MigrationJournal? {
        guard let text = String(data: data, encoding: .utf8), text.hasSuffix("\nend\n") else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)[...]
        func field(_ name: String) -> String? {
            guard let line = lines.popFirst(), line.hasPrefix(name + " ") else { return nil }
            return String(line.dropFirst(name.count + 1))
        }
        func id(_ text: Substring) -> ObjectID?? {
            text == "-" ? .some(nil) : ObjectID(hex: String(text)).map { .some($0) }
        }
        guard field(magic) == String(currentVersion), let pid = field("pid").flatMap({ Int32($0) }),
            let marker = field("marker"), let branch = field("branch"), branch.hasPrefix("refs/heads/"),
            let parentText = field("parent"), let parent = id(parentText[...]),
            let commit = field("commit").flatMap({ ObjectID(hex: $0) })
        else { return nil }
        var files: [StagedCommit.File] = []
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
            guard parts.count == 7, parts[0] == "file", let old = id(parts[1]), let new = id(parts[2]),
                let mode = UInt32(parts[4], radix: 8), parts[5] == "s" || parts[5] == "-", !parts[6].isEmpty
            else { return nil }
            let stored: ObjectID?
            switch parts[3] {
            case "=": stored = new
            case "-": stored = nil
            default:
                guard let id = ObjectID(hex: String(parts[3])) else { return nil }
                stored = id
            }
            files.append(
                StagedCommit.File(path: String(parts[6]), old: old, new: new, stored: stored, mode: mode, smudged: parts[5] == "s"))
        }
        return MigrationJournal(pid: pid, marker: marker, staged: StagedCommit(branch: branch, parent: parent, commit: commit, files: files))
    }

    /// Writes the journal atomically, on disk (fsync) before this returns. A path with a line break could
    /// not be read back: it is refused (entries never have one).
    func write(gitDirectory: URL) throws {
        let url = Self.url(gitDirectory: gitDirectory)
        if let file = staged.files.first(where: { $0.path.utf8.contains(10) || $0.path.utf8.contains(13) }) {
            throw VaultError.unwritable(file: file.path, reason: .lineBreakInFileName)
        }
        try AtomicFile.write(encoded(), to: url, displayName: url.path)
    }

    /// The journal a killed migration left; nil when there is none. Throws `badMigrationJournal` for one
    /// that cannot be read: it is left for the person to look at, never guessed at.
    static func read(gitDirectory: URL) throws -> MigrationJournal? {
        let url = url(gitDirectory: gitDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if exists(gitDirectory: gitDirectory) { throw VaultError.badMigrationJournal(file: url.path) }
            return nil
        }
        guard let journal = decode(data) else { throw VaultError.badMigrationJournal(file: url.path) }
        return journal
    }

    /// Deletes the journal (the migration is whole, one way or the other).
    static func remove(gitDirectory: URL) {
        unlink(url(gitDirectory: gitDirectory).path)
    }
}
