extension KoreanText {
    public func exportHTMLMediaMissing(_ link: String) -> String {
        "\(link): 일기장에 그런 파일이 없어 링크를 그대로 두었습니다"
    }
    public func exportHTMLMediaRefused(_ link: String) -> String {
        "\(link): 일기장 밖이나 숨은 폴더를 가리키거나 심볼릭 링크를 거치므로 읽지 않고 링크를 그대로 두었습니다"
    }
    public func exportHTMLInlineLarge(bytes: Int, limit: Int) -> String {
        "페이지에 사진과 파일이 \(ByteCountText.short(bytes)) 들어 있어(\(ByteCountText.short(limit)) 초과) 브라우저가 여는 데 오래 걸립니다. "
            + "파일을 페이지 옆에 두려면 폴더로 내보내세요(-o 폴더/)"
    }
    public var exportFolderOnlyHTML: String { "/로 끝나는 경로는 폴더이고, 폴더로는 --format html만 내보낼 수 있습니다" }
    public var exportFolderIsNoFolder: String { "폴더가 아니라 파일입니다" }
    public var exportFolderNotEmpty: String {
        "폴더에 다른 파일이 있습니다. 새 폴더나 빈 폴더를 주세요(diary는 자신이 전에 내보낸 것만 바꿉니다)"
    }
    public var exportFolderHoldsExport: String { "폴더에 전에 내보낸 것이 있습니다. 바꾸려면 --force를 붙이세요" }
}
