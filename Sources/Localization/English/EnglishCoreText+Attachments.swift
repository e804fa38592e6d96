// MARK: - Attachments (issue 14)

extension EnglishText {
    public func importAttachmentsAdded(_ count: Int, bytes: Int, dryRun: Bool) -> String {
        "\(dryRun ? "Would add" : "Added") \(count) \(count == 1 ? "attachment" : "attachments") (\(ByteCountText.short(bytes))) "
            + "beside \(count == 1 ? "its entry" : "their entries"), in each month's media folder."
    }
    public func importAttachmentMissing(file: String) -> String {
        "\(file) is not in the export; its link is left as it was (export again with the media files included)"
    }
    public func importMomentNotListed(link: String) -> String {
        "links to \(link), an attachment the export does not list; the link is left as written"
    }
    public func importRichTextDropped(_ count: Int) -> String {
        "Left out Day One's richText of \(count) \(count == 1 ? "entry" : "entries") (its text again, with formatting runs); "
            + "--keep-rich-text keeps it as dayone_rich_text."
    }
    public func attachmentLarge(file: String, bytes: Int) -> String {
        "\(file) is \(ByteCountText.short(bytes)); it is in the vault, but git hosts such as GitHub warn from 50 MB "
            + "and refuse a file over 100 MB: keep large videos elsewhere if the vault is pushed there"
    }
    public func importDatesApart(file: String, written: String, named: String, tookName: Bool) -> String {
        "\(file): its front matter's date (\(written)) and its name (\(named)) are more than a day apart; "
            + (tookName
                ? "dated by its name, as --trust-name asks (the front matter's date is kept as written)"
                : "dated by its front matter (--trust-name dates such files by their names)")
    }
    public func importLocalTimeFold(source: String, written: String, zone: String, skipped: Bool, readAs: String) -> String {
        "\(source): \(written) "
            + (skipped
                ? "does not exist in \(zone) (the clocks moved forward); read as \(readAs), moved on by the change"
                : "comes twice in \(zone) (the clocks moved back); read as the first, \(readAs)")
    }
    public func importLinkedFileMissing(file: String) -> String {
        "links to \(file), which is not a file in the folder (missing, or outside it); the link is left as it was"
    }
    public func importLinkNotFollowed(file: String) -> String {
        "\(file) is a symbolic link; diary follows no link out of what it imports, so nothing it points to was read "
            + "(copy the file itself into the folder to import it)"
    }
    public func exportAttachmentsNeedZip(_ count: Int) -> String {
        "\(count) \(count == 1 ? "link" : "links") to attachments \(count == 1 ? "is" : "are") left as \(count == 1 ? "it is" : "they are"): "
            + "a Journal.json cannot hold the files; export to a .zip (-o Export.zip) to take them along"
    }
    public func exportAttachmentMissing(_ link: String) -> String {
        "\(link): no such file in the vault; the link is left as it is and nothing is added to the zip"
    }
    public func exportAttachmentNotDayOne(_ link: String) -> String {
        "\(link): Day One keeps photos, videos, audio and PDFs only; this file is left out of the zip"
    }
    public var showAttachments: String { "Attachments:" }
    public func showAttachment(path: String, bytes: Int) -> String { "\(path) (\(ByteCountText.short(bytes)))" }
    public func showAttachmentMissing(path: String) -> String { "\(path) (missing: no such file in the vault)" }
    public var attachAbstract: String { "Copy a file (a photo, a recording, any file) into the vault and link it from an entry, as one commit." }
    public var attachDiscussion: String {
        """
        The file is copied into the entry's month's media folder under the SHA-256 of its bytes \
        (2026/11/media/3a7b….jpeg) and a link to it is added at the end of the entry: ![cat.jpg](media/3a7b….jpeg) \
        for a photo, [notes.pdf](media/….pdf) for any other file, which Markdown viewers open from the entry's folder. \
        Nothing is ever written over; the same file attached twice is stored once. Files of 50 MB or more are \
        attached with a warning: git hosts such as GitHub refuse files over 100 MB.
        """
    }
    public var attachFileHelp: String { "The file to attach." }
    public func attached(file: String, entry: String, path: String, message: String, commit: String) -> String {
        "Attached \(file) to \(entry) as \(path) (\(message), \(commit))."
    }
    public func attachedAlready(file: String, entry: String, path: String) -> String {
        "\(entry) links to \(path) already, the same bytes as \(file): nothing to do."
    }
    public func attachmentUnreadable(file: String, reason: String) -> String {
        "\(file): cannot attach it: \(reason); name a file that exists and that you can read"
    }
    public func attachmentIsAFolder(file: String) -> String {
        "\(file): a folder, not a file; attach the files in it one at a time"
    }
    public func noEntryToAttachTo(_ day: String) -> String {
        "\(day): no entry to attach to; write one first ('diary new', 'diary open'), or name an entry by its path"
    }
    public func attachmentDamaged(file: String) -> String {
        "\(file): damaged in the zip (it does not match its checksum, or its data ends early); nothing was imported: "
            + "export again from Day One, or unzip the export and import its folder"
    }
    public func attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int) -> String {
        "\(file): \(ByteCountText.short(compressed)) in the zip would expand to \(ByteCountText.short(uncompressed)), "
            + "far more than any photo, video, recording or PDF does (a zip bomb); nothing was imported: "
            + "if you trust the export, unzip it and import its folder"
    }
    public func attachmentLargerThanDeclared(file: String, declared: Int) -> String {
        "\(file): holds more than the \(ByteCountText.short(declared)) the zip says it does (a damaged or crafted zip); "
            + "nothing was imported: export again from Day One"
    }
}
