import Foundation

/// An entry's attachments as Day One lists them and links them: the `photos`, `videos`, `audios` and
/// `pdfAttachments` arrays, whose items have an `identifier`, the `md5` the file is named by in the export
/// (`photos/<md5>.jpeg`) and its `type` (or `format`, `fileExtension`); the body links each by its
/// identifier: `![](dayone-moment://<id>)` for a photo, `![](dayone-moment:/video/<id>)`, `/audio/`,
/// `/pdfAttachment/` for the others.
struct DayOneMoments {
    struct Moment {
        let identifier: String
        let md5: String?
        let kind: MediaKind
        /// The export's folder for it: `photos`, `videos`, `audios`, `pdfs`.
        let folder: String
        /// What the item says the file's extension is (`m4a` for a recording in `aac`), for messages about a
        /// missing file.
        let fileExtension: String?
        /// Every field Day One gave for it (`filename`, `date`, `width`, `cameraModel`, …).
        let fields: [String: JSONValue]
    }

    let moments: [Moment]
    /// The vault path a diary export kept for an attachment, by identifier (`DayOneDiaryFields.paths`).
    let paths: [String: String]
    /// For a diary export, the fields it made up for each attachment (`DayOneDiaryFields.made`); nil for Day One's.
    let made: [String: [String]]?

    init(_ entry: DayOneEntry, paths: [String: String], made: [String: [String]]? = nil) {
        var moments: [Moment] = []
        for field in ["photos", "videos", "audios", "pdfAttachments"] {
            guard case .array(let items)? = entry.otherFields[field], let folder = DayOneMediaFiles.folders[field] else { continue }
            let kind: MediaKind = field == "photos" ? .photo : field == "videos" ? .video : field == "audios" ? .audio : .pdf
            for case .object(let item) in items {
                guard case .string(let identifier)? = item["identifier"], !identifier.isEmpty else { continue }
                var md5: String?
                if case .string(let text)? = item["md5"], !text.isEmpty { md5 = text }
                var ext: String?
                for key in ["fileExtension", "type", "format"] {
                    guard case .string(let text)? = item[key], !text.isEmpty, ext == nil else { continue }
                    // A recording's `format` is `aac`; Day One's export names its file `<md5>.m4a`.
                    ext = key == "format" && text == "aac" ? "m4a" : text
                }
                moments.append(
                    Moment(identifier: identifier, md5: md5, kind: kind, folder: folder, fileExtension: ext, fields: item))
            }
        }
        self.moments = moments
        self.paths = paths
        self.made = made
    }

    /// The fields of `moment` that were Day One's (or the user's), not made up by a diary export; without
    /// the `md5` of a file the vault holds.
    private func keptFields(_ moment: Moment) -> [String: JSONValue] {
        var fields = moment.fields
        fields["md5"] = nil
        guard let made else { return fields }
        for name in made[moment.identifier] ?? Array(DayOneAttachmentDetails.generated) { fields[name] = nil }
        return fields
    }

    /// Copies the attachments the export holds into `files`' staging and points the body's links at
    /// their places beside the entry at `entry`. A link whose file the export does not hold stays as
    /// it was, and `batch` says so; a large file is noted too. Attachments no link names are linked at
    /// the end of the body when `appendingUnlinked` (Day One shows them with the entry).
    func attach(
        to body: String, of entry: EntryPath, source: String, from files: DayOneMediaFiles, appendingUnlinked: Bool,
        into batch: inout ImportBatch
    ) throws -> (text: String, media: [ImportMedia], details: [(link: String, fields: [String: JSONValue])]) {
        var found: [String: (media: ImportMedia, kind: MediaKind)] = [:]
        var order: [String] = []
        var details: [(link: String, fields: [String: JSONValue])] = []
        for moment in moments where found[moment.identifier] == nil {
            guard let file = files.file(in: moment.folder, md5: moment.md5, identifier: moment.identifier) else {
                guard !details.contains(where: { $0.link == moment.exportName }) else { continue }
                batch.missingMedia.append(ImportMediaNote(source: source, file: moment.exportName, bytes: nil))
                var fields = moment.fields
                fields[DayOneAttachmentDetails.missing] = .bool(true)
                details.append((moment.exportName, fields))
                continue
            }
            let staged = try files.stage(file)
            if staged.size >= MediaStaging.largeFileBytes, !batch.largeMedia.contains(where: { $0.file == staged.source }) {
                batch.largeMedia.append(ImportMediaNote(source: source, file: staged.source, bytes: staged.size))
            }
            let kept = paths[moment.identifier].flatMap { MediaPath.isWritable($0) ? $0 : nil }
            let path = kept ?? MediaPath.path(for: entry, sha256: staged.sha256, fileExtension: staged.fileExtension)
            found[moment.identifier] = (ImportMedia(staged: staged, path: path), moment.kind)
            order.append(moment.identifier)
            let link = MediaPath.link(from: entry, to: path)
            let fields = keptFields(moment)
            if !fields.isEmpty, !details.contains(where: { $0.link == link }) { details.append((link, fields)) }
        }
        var linked: Set<String> = []
        let listed = Set(moments.map(\.identifier))
        var text = MarkdownLink.rewrite(body) { link, line in
            guard let id = Self.identifier(link.destination(in: line)) else { return nil }
            guard let (media, kind) = found[id] else {
                let destination = link.destination(in: line)
                if !listed.contains(id), !batch.unknownMoments.contains(ImportMediaNote(source: source, file: destination, bytes: nil)) {
                    batch.unknownMoments.append(ImportMediaNote(source: source, file: destination, bytes: nil))
                }
                return nil
            }
            linked.insert(id)
            return Self.link(kind, text: link.text(in: line), to: MediaPath.link(from: entry, to: media.path))
        }
        let unlinked = order.filter { !linked.contains($0) }
        if appendingUnlinked, !unlinked.isEmpty {
            let eol = text.contains("\r\n") ? "\r\n" : "\n"
            if !text.isEmpty, !text.hasSuffix("\n") { text += eol }
            for id in unlinked {
                guard let (media, kind) = found[id] else { continue }
                text += eol + Self.link(kind, text: "", to: MediaPath.link(from: entry, to: media.path)) + eol
            }
        }
        var media: [ImportMedia] = []
        for id in order {
            guard let item = found[id]?.media, !media.contains(where: { $0.path == item.path }) else { continue }
            media.append(item)
        }
        return (text, media, details)
    }

    /// A link to an attachment as diary writes it: `![alt](media/x.jpeg)` for a photo, which viewers show;
    /// `[Video](media/x.mov)` (or the link's own text) for the others, which they open.
    static func link(_ kind: MediaKind, text: String, to destination: String) -> String {
        kind.isShownInline ? "![\(text)](\(destination))" : "[\(text.isEmpty ? kind.defaultLinkText : text)](\(destination))"
    }

    /// Day One's link to an attachment: `dayone-moment://ID` for a photo, `dayone-moment:/video/ID` for the rest.
    static func destination(_ kind: MediaKind, identifier: String) -> String {
        switch kind {
        case .photo: "dayone-moment://" + identifier
        case .video: "dayone-moment:/video/" + identifier
        case .audio: "dayone-moment:/audio/" + identifier
        case .pdf: "dayone-moment:/pdfAttachment/" + identifier
        }
    }

    /// The identifier in a `dayone-moment:` link, nil for any other destination.
    static func identifier(_ destination: String) -> String? {
        guard destination.hasPrefix("dayone-moment:") else { return nil }
        let id = destination.split(separator: "/").last.map(String.init) ?? ""
        return id.isEmpty || id.hasPrefix("dayone-moment:") ? nil : id
    }
}

extension DayOneMoments.Moment {
    /// Its file's name in the export: `photos/ef43….jpeg` (by its identifier when it gives no MD5).
    var exportName: String { folder + "/" + (md5 ?? identifier) + (fileExtension.map { "." + $0 } ?? "") }
}
