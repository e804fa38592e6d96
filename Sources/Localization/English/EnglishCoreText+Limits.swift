// MARK: - Hostile input: limits on front matter and imports, sizes

extension EnglishText {
    public func frontMatterTooLarge(bytes: Int, limit: Int) -> String {
        "the front matter is \(byteCount(bytes)), more than the \(byteCount(limit)) diary reads; move long text into the body"
    }
    public func frontMatterTooManyKeys(limit: Int) -> String {
        "more than \(limit) keys (aliases count as what they repeat)"
    }
    public func frontMatterTooManyValues(limit: Int) -> String {
        "more than \(limit) values once its aliases (*name) are expanded"
    }
    public func frontMatterTooDeep(limit: Int) -> String { "lists and maps nested more than \(limit) deep" }
    public var frontMatterCreatedOutOfRange: String {
        "'created' is outside the years 1 to 9999, e.g. created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterTOMLNeedsMigration: String {
        "the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML"
    }
    public func frontMatterTOML(problem: String) -> String {
        "the TOML front matter ('+++' lines) cannot be read: \(problem); fix it, or write it as YAML between '---' lines"
    }
    public func importTooLarge(file: String, bytes: Int?, limit: Int) -> String {
        let size = bytes.map { "is \(byteCount($0)), more than" } ?? "is larger than"
        return "\(file): the file \(size) the \(byteCount(limit)) diary imports from one file; split the export into smaller ones"
    }
    private func byteCount(_ bytes: Int) -> String { ByteCountText.short(bytes) }
}
