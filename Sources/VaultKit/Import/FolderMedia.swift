import Foundation

/// The files a folder's notes link to: `![](photo.jpg)` and `[scan](docs/scan.pdf)` relative to the note,
/// and Obsidian's `![[photo.jpg]]` (a path in the folder, or a file name found once anywhere in it). Each
/// file of a kind diary keeps (`MediaKind`) is staged once, however many notes link it, and the links are
/// rewritten to the entry's media folder as diary writes them; a link to such a file that is not in the
/// folder (missing, outside it, or behind a symbolic link) is left as it was and noted.
final class FolderMedia {
    private let folder: URL
    private let staging: MediaStaging
    /// Every attachment file in the folder by its name, for `![[name]]`.
    private let byName: [String: [String]]
    private var staged: [String: StagedMedia] = [:]
    /// Links to attachments the folder does not hold: the note, and the link's destination as written.
    private(set) var missing: [ImportMediaNote] = []
    /// Symbolic links on the way to a linked file: never followed.
    private(set) var links: [String] = []

    init(folder: URL, attachments: [String], staging: MediaStaging) {
        self.folder = folder
        self.staging = staging
        byName = Dictionary(grouping: attachments) { $0.split(separator: "/").last.map(String.init) ?? $0 }
    }

    /// `body` of the note at `note` (its path in the folder) for the entry at `entry`: its links to files of
    /// the folder rewritten, and those files.
    func rewrite(_ body: String, note: String, entry: EntryPath) throws -> (body: String, media: [ImportMedia]) {
        var media: [ImportMedia] = []
        let noteFolder = note.split(separator: "/").dropLast().joined(separator: "/")
        func place(_ relative: String, written: String) throws -> String? {
            guard let file = try stage(relative, note: note, written: written) else { return nil }
            let path = MediaPath.path(for: entry, sha256: file.sha256, fileExtension: file.fileExtension)
            if !media.contains(where: { $0.path == path }) { media.append(ImportMedia(staged: file, path: path)) }
            return MediaPath.link(from: entry, to: path)
        }
        var text = try MarkdownLink.rewriteThrowing(body) { link, line in
            let destination = link.destination(in: line)
            guard MediaKind(fileName: Self.pathPart(destination)) != nil else { return nil }
            guard let relative = MediaPath.resolve(destination, inFolder: noteFolder) else {
                if !Self.isURL(destination) { missing.append(ImportMediaNote(source: note, file: destination, bytes: nil)) }
                return nil
            }
            guard let target = try place(relative, written: destination) else { return nil }
            let kind = MediaKind(fileName: relative)!
            return DayOneMoments.link(kind, text: link.text(in: line), to: target)
        }
        text = try WikiEmbed.rewrite(text) { name, alt in
            guard let kind = MediaKind(fileName: name) else { return nil }
            let relative = byName[name]?.count == 1 ? byName[name]![0] : MediaPath.resolve(name, inFolder: "")
            guard let relative else {
                missing.append(ImportMediaNote(source: note, file: name, bytes: nil))
                return nil
            }
            guard let target = try place(relative, written: name) else { return nil }
            return DayOneMoments.link(kind, text: alt, to: target)
        }
        return (text, media)
    }

    /// The file `relative` of the folder, staged once; nil (noted) when it is not a regular file there.
    private func stage(_ relative: String, note: String, written: String) throws -> StagedMedia? {
        if let file = staged[relative] { return file }
        let handle: FileHandle
        do {
            handle = try SourceFiles.open(relative, in: folder)
        } catch let link as SourceFiles.LinkInTheWay {
            if !links.contains(link.path) { links.append(link.path) }
            return nil
        } catch {
            missing.append(ImportMediaNote(source: note, file: written, bytes: nil))
            return nil
        }
        defer { try? handle.close() }
        let file = try staging.stage(reading: handle, named: folder.appendingPathComponent(relative), source: relative)
        staged[relative] = file
        return file
    }

    /// The destination without its `#fragment` or `?query`, percent-decoded, for its extension.
    private static func pathPart(_ destination: String) -> String {
        var text = destination
        if let mark = text.firstIndex(where: { $0 == "#" || $0 == "?" }) { text = String(text[..<mark]) }
        return text.removingPercentEncoding ?? text
    }

    private static func isURL(_ destination: String) -> Bool { MediaPath.hasScheme(destination) }
}

/// Obsidian's embeds, `![[photo.jpg]]` and `![[photo.jpg|alt]]`, outside code.
enum WikiEmbed {
    /// `text` with each embed that `replace` gives a new text for (handed the name and the alt text) replaced.
    static func rewrite(_ text: String, _ replace: (String, String) throws -> String?) throws -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 6, text.contains("![[") else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var failure: Error?
        MarkdownBlocks.scan(bytes) { range, kind in
            guard kind == .text, failure == nil else {
                out += bytes[range]
                return
            }
            var line = String(decoding: bytes[range], as: UTF8.self)[...]
            var rewritten = ""
            while let open = line.range(of: "![["), let close = line[open.upperBound...].range(of: "]]") {
                rewritten += line[..<open.lowerBound]
                let inner = line[open.upperBound..<close.lowerBound]
                let parts = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]).trimmingCharacters(in: .whitespaces)
                let alt = parts.count > 1 ? String(parts[1]) : ""
                do {
                    rewritten += try replace(name, alt) ?? String(line[open.lowerBound..<close.upperBound])
                } catch {
                    failure = error
                    rewritten += line[open.lowerBound..<close.upperBound]
                }
                line = line[close.upperBound...]
            }
            rewritten += line
            out += Array(rewritten.utf8)
        }
        if let failure { throw failure }
        return String(decoding: out, as: UTF8.self)
    }
}
