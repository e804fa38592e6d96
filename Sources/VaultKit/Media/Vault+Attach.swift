import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// What `Vault.attach` did.
public enum AttachOutcome: Sendable, Equatable {
    /// `file` was copied to `path` (or found there with the same bytes) and the entry's new last line
    /// links to it, in one commit.
    case attached(entry: EntryPath, path: String, link: String, bytes: Int, commit: ObjectID, message: String)
    /// The entry links to `path` already, a file of the same bytes: nothing changed.
    case alreadyLinked(entry: EntryPath, path: String, bytes: Int)
}

extension Vault {
    /// Copies the file at `file` into the entry's month's media folder under the SHA-256 of its bytes
    /// (`2026/11/media/3a7b….jpeg`), appends a link to it to the entry (`![cat.jpg](media/3a7b….jpeg)` for
    /// a photo, `[notes.pdf](media/….pdf)` for any other file), and commits both in one commit. A file is
    /// never written over: the same bytes are stored once (a second attach only links them), and another
    /// file that has the name already makes this one `…-2.jpeg`. `name` is how messages name the file.
    /// - Throws: `attachmentUnreadable` / `attachmentIsAFolder` for a file that cannot be attached, and
    ///   what a save throws; on any error the vault is as it was.
    public func attach(file: URL, name: String, to entry: EntryPath) throws -> AttachOutcome {
        var info = stat()
        guard stat(file.path, &info) == 0 else {
            throw VaultError.attachmentUnreadable(file: name, reason: .errno(errno))
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw VaultError.attachmentIsAFolder(file: name) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw VaultError.attachmentUnreadable(file: name, reason: .notARegularFile)
        }
        let before = try files.readBytes(entry)
        let document = try EntryDocument.parse(before, file: entry.relativePath)

        let staging = mediaStaging()
        defer { staging.discard() }
        let staged: StagedMedia
        do {
            staged = try staging.stage(file: file, source: name)
        } catch VaultError.unreadable(_, let reason) {
            throw VaultError.attachmentUnreadable(file: name, reason: reason)
        }
        var placement = MediaPlacement(root: root)
        let write = placement.place(staged, at: MediaPath.path(for: entry, sha256: staged.sha256, fileExtension: staged.fileExtension))
        let destination = MediaPath.link(from: entry, to: write.path)
        let linked = Self.links(document.body, to: destination)
        if !write.isNew, linked { return .alreadyLinked(entry: entry, path: write.path, bytes: staged.size) }

        // A link the entry has already, to a file gone from the vault, is not written twice.
        let addition = linked ? "" : Self.linkLine(to: destination, fileName: (name as NSString).lastPathComponent, after: document.body)
        let text = String(decoding: before, as: UTF8.self) + addition
        // Read back before writing: the same front matter, the body with the link after it.
        let back = try EntryDocument.parse(text: text, file: entry.relativePath)
        guard back.frontMatter == document.frontMatter, back.body == document.body + addition else {
            throw VaultError.unwritable(file: entry.relativePath, reason: .linkWouldNotReadBack)
        }
        // A body that ends inside code (an unclosed ``` fence) would hide the link: it would be no link.
        guard addition.isEmpty || Self.links(back.body, to: destination) else {
            throw VaultError.unwritable(file: entry.relativePath, reason: .entryEndsInsideCodeBlock)
        }
        let message = "Attach \(Self.oneLine((name as NSString).lastPathComponent)) to \(entry.name)"
        let commit = try commitMany(message: message) { backup in
            // Checked under the lock: another save may have changed the entry since it was read.
            guard let current = try? files.readBytes(entry), current == before else {
                throw SettingsError.changedMeanwhile(file: entry.relativePath)
            }
            try backup.keep([(url(entry), entry.relativePath)] + (write.isNew ? [(root.appendingPathComponent(write.path), write.path)] : []))
            try installMedia([write])
            // The staged copy is the installed file's other name: removed now, before the commit records
            // the file's ctime (which removing a name changes), or the next status reads the whole file
            // again, through git-crypt's filter in an encrypted vault.
            staging.discard()
            if !addition.isEmpty { try AtomicFile.write(Data(text.utf8), to: url(entry), displayName: entry.relativePath) }
            return [entry.relativePath, write.path]
        }
        guard let commit else { throw VaultError.unwritable(file: entry.relativePath, reason: .nothingToCommit) }
        return .attached(entry: entry, path: write.path, link: destination, bytes: staged.size, commit: commit, message: message)
    }

    /// True when `body` has a link or image to `destination` outside code.
    static func links(_ body: String, to destination: String) -> Bool {
        var found = false
        _ = MarkdownLink.rewrite(body) { link, line in
            if link.destination(in: line) == destination { found = true }
            return nil
        }
        return found
    }

    /// The text appended to a body that ends as `body` does: its last line finished, a blank line, then
    /// the link, in the body's own line endings. The link's text is the file's name.
    static func linkLine(to destination: String, fileName: String, after body: String) -> String {
        let eol = body.contains("\r\n") ? "\r\n" : "\n"
        var text = ""
        if !body.isEmpty, !body.hasSuffix("\n") { text += eol }
        let lastLine = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.dropLast(body.hasSuffix("\n") ? 1 : 0).last
        if let lastLine, !lastLine.allSatisfy(\.isWhitespace), !MarkdownLink.isOnlyMedia(Array(lastLine.utf8)) { text += eol }
        let label = Self.oneLine(fileName).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
        let kind = MediaKind(fileName: fileName)
        return text + (kind?.isShownInline == true ? "!" : "") + "[\(label)](\(destination))" + eol
    }

    /// `name` with its control characters (a line break in a file name) as spaces.
    private static func oneLine(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
