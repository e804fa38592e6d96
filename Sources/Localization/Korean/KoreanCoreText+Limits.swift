// MARK: - Hostile input: limits on front matter and imports, sizes

extension KoreanText {
    public func frontMatterTooLarge(bytes: Int, limit: Int) -> String {
        "front matter가 \(byteCount(bytes))로, diary가 읽는 한도 \(byteCount(limit))보다 큽니다. 긴 글은 본문으로 옮기세요"
    }
    public func frontMatterTooManyKeys(limit: Int) -> String {
        "키가 \(limit)개보다 많습니다(별칭은 되풀이하는 만큼 셉니다)"
    }
    public func frontMatterTooManyValues(limit: Int) -> String {
        "별칭(*name)을 펼치면 값이 \(limit)개보다 많습니다"
    }
    public func frontMatterTooDeep(limit: Int) -> String { "목록과 맵이 \(limit)단계보다 깊이 겹쳐 있습니다" }
    public var frontMatterCreatedOutOfRange: String {
        "'created'가 1년부터 9999년 사이를 벗어납니다. 예: created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterTOMLNeedsMigration: String {
        "front matter가 TOML('+++' 줄, Hugo 형식)입니다. `diary migrate`를 실행해 YAML로 바꾸세요"
    }
    public func frontMatterTOML(problem: String) -> String {
        "TOML front matter('+++' 줄)를 읽을 수 없습니다: \(problem). 고치거나 '---' 줄 사이의 YAML로 쓰세요"
    }
    public func importTooLarge(file: String, bytes: Int?, limit: Int) -> String {
        let size = bytes.map { "\(byteCount($0))로, " } ?? ""
        return "\(file): 파일이 \(size)diary가 한 파일에서 가져오는 한도 \(byteCount(limit))보다 큽니다. 내보내기를 작은 파일들로 나누세요"
    }
    private func byteCount(_ bytes: Int) -> String { ByteCountText.short(bytes) }
}
