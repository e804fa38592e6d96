// MARK: - Attachments (issue 14)

extension KoreanText {
    public func importAttachmentsAdded(_ count: Int, bytes: Int, dryRun: Bool) -> String {
        "첨부 파일 \(count)개(\(ByteCountText.short(bytes)))를 일기 옆, 달마다의 media 폴더에 \(dryRun ? "넣을 예정입니다" : "넣었습니다")."
    }
    public func importAttachmentMissing(file: String) -> String {
        "\(file) 파일이 내보낸 자료에 없어 링크를 그대로 두었습니다(미디어 파일을 포함해 다시 내보내세요)"
    }
    public func importMomentNotListed(link: String) -> String {
        "\(link)에 링크하지만 내보낸 자료에 그런 첨부 파일이 없습니다. 링크는 쓰인 그대로 두었습니다"
    }
    public func importRichTextDropped(_ count: Int) -> String {
        "일기 \(count)개의 Day One richText(서식을 붙인 본문 사본)는 가져오지 않았습니다. "
            + "--keep-rich-text를 주면 dayone_rich_text로 남깁니다."
    }
    public func attachmentLarge(file: String, bytes: Int) -> String {
        "\(file) 파일은 \(ByteCountText.short(bytes))입니다. 일기장에 넣었지만 GitHub 같은 git 호스트는 50 MB부터 경고하고 "
            + "100 MB가 넘는 파일은 받지 않습니다. 그런 곳에 올린다면 큰 동영상은 따로 보관하세요"
    }
    public func importDatesApart(file: String, written: String, named: String, tookName: Bool) -> String {
        "\(file): 머리말의 날짜(\(written))와 파일 이름(\(named))이 하루 넘게 다릅니다. "
            + (tookName
                ? "--trust-name에 따라 파일 이름의 날짜로 정했습니다(머리말의 날짜는 그대로 남겼습니다)"
                : "머리말의 날짜로 정했습니다(--trust-name을 주면 이런 파일은 이름의 날짜로 정합니다)")
    }
    public func importLocalTimeFold(source: String, written: String, zone: String, skipped: Bool, readAs: String) -> String {
        "\(source): \(josa(written, .eunNeun)) "
            + (skipped
                ? "\(zone)에 없는 시각입니다(시계를 앞당긴 때). 바뀐 만큼 옮겨 \(josa(readAs, .euroRo)) 읽었습니다"
                : "\(zone)에서 두 번 오는 시각입니다(시계를 되돌린 때). 앞의 것인 \(josa(readAs, .euroRo)) 읽었습니다")
    }
    public func importLinkedFileMissing(file: String) -> String {
        "\(file)에 링크하지만 폴더 안에 그런 파일이 없습니다(없거나 폴더 밖에 있습니다). 링크는 그대로 두었습니다"
    }
    public func importLinkNotFollowed(file: String) -> String {
        "\(josa(file, .eunNeun)) 심볼릭 링크입니다. diary는 가져오는 자료 밖으로 링크를 따라가지 않으므로 링크가 가리키는 것은 읽지 않았습니다"
            + "(가져오려면 그 파일 자체를 폴더에 복사하세요)"
    }
    public func exportAttachmentsNeedZip(_ count: Int) -> String {
        "첨부 파일 링크 \(count)개를 그대로 두었습니다. Journal.json에는 파일을 담을 수 없으니 함께 내보내려면 .zip으로 내보내세요(-o Export.zip)"
    }
    public func exportAttachmentMissing(_ link: String) -> String {
        "\(link): 일기장에 그런 파일이 없어 링크를 그대로 두고 zip에 넣지 않았습니다"
    }
    public func exportAttachmentNotDayOne(_ link: String) -> String {
        "\(link): Day One은 사진, 동영상, 오디오, PDF만 담으므로 이 파일은 zip에서 뺐습니다"
    }
    public var showAttachments: String { "첨부 파일:" }
    public func showAttachment(path: String, bytes: Int) -> String { "\(path) (크기 \(ByteCountText.short(bytes)))" }
    public func showAttachmentMissing(path: String) -> String { "\(path) (없음: 일기장에 그런 파일이 없습니다)" }
    public var attachAbstract: String { "파일(사진, 녹음, 어떤 파일이든)을 일기장에 복사하고 항목에 링크를 붙여 한 번에 커밋합니다." }
    public var attachDiscussion: String {
        """
        파일은 그 항목이 있는 달의 media 폴더에 내용의 SHA-256 이름으로 복사되고(2026/11/media/3a7b….jpeg), \
        항목 끝에 링크가 붙습니다. 사진은 ![cat.jpg](media/3a7b….jpeg), 다른 파일은 [notes.pdf](media/….pdf)이며 \
        Markdown 뷰어가 항목의 폴더에서 엽니다. 어떤 파일도 덮어쓰지 않으며, 같은 파일을 두 번 첨부해도 한 번만 저장됩니다. \
        50 MB 이상의 파일은 경고와 함께 첨부됩니다. GitHub 같은 git 호스트는 100 MB가 넘는 파일을 받지 않습니다.
        """
    }
    public var attachFileHelp: String { "첨부할 파일." }
    public func attached(file: String, entry: String, path: String, message: String, commit: String) -> String {
        "\(file) 파일을 \(entry)에 \(josa(path, .euroRo)) 첨부했습니다(\(message), \(commit))."
    }
    public func attachedAlready(file: String, entry: String, path: String) -> String {
        "\(josa(entry, .eunNeun)) \(josa(file, .gwaWa)) 같은 파일 \(josa(path, .eulReul)) 이미 링크하고 있어 할 일이 없습니다."
    }
    public func attachmentUnreadable(file: String, reason: String) -> String {
        "\(file): 첨부할 수 없습니다: \(reason). 있고 읽을 수 있는 파일을 지정하세요"
    }
    public func attachmentIsAFolder(file: String) -> String {
        "\(file): 파일이 아니라 폴더입니다. 안에 있는 파일을 하나씩 첨부하세요"
    }
    public func noEntryToAttachTo(_ day: String) -> String {
        "\(day): 첨부할 일기가 없습니다. 먼저 일기를 쓰거나('diary new', 'diary open') 일기를 경로로 지정하세요"
    }
    public func attachmentDamaged(file: String) -> String {
        "\(file): zip 안에서 손상되었습니다(체크섬이 맞지 않거나 데이터가 중간에 끝남). 아무것도 가져오지 않았습니다. "
            + "Day One에서 다시 내보내거나 zip을 풀어 그 폴더를 가져오세요"
    }
    public func attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int) -> String {
        "\(file): zip 안의 \(ByteCountText.short(compressed))가 \(ByteCountText.short(uncompressed))로 풀립니다. "
            + "사진, 동영상, 녹음, PDF는 이렇게까지 줄어들지 않습니다(zip 폭탄). 아무것도 가져오지 않았습니다. "
            + "믿을 수 있는 자료라면 zip을 풀어 그 폴더를 가져오세요"
    }
    public func attachmentLargerThanDeclared(file: String, declared: Int) -> String {
        "\(file): zip이 밝힌 크기 \(ByteCountText.short(declared))보다 많은 데이터가 들어 있습니다(손상되었거나 조작된 zip). "
            + "아무것도 가져오지 않았습니다. Day One에서 다시 내보내세요"
    }
}
