extension FrontMatter {
    /// The name of the key whose text is an entry's title when the front matter has one (a blog post's, a
    /// GitJournal note's). It is the user's key: diary never writes it, and keeps one that is there.
    public static let titleKey = "title"

    /// The `title` key's text, trimmed; nil when there is none, or its value is null, empty or no text.
    public var title: String? {
        guard let field = userFields.first(where: { $0.key == Self.titleKey }), let text = field.scalarText else { return nil }
        let trimmed = text.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension UserField {
    /// The field's value when it is one scalar (plain or quoted), nil when it is null, a list or a map.
    /// A plain value on the key's line is read without a parser; anything else as `ForeignFields` reads a
    /// user's field (by Yams, as the file is).
    var scalarText: String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rest = lines.dropFirst().map { $0.trimmingWhitespace }
        if let first = lines.first, rest.allSatisfy({ $0.isEmpty || $0.hasPrefix("#") }),
            first.hasPrefix(key + ":")
        {
            let value = first.dropFirst(key.utf8.count + 1).trimmingWhitespace
            if value.isEmpty || value == "~" || value == "null" { return nil }
            if YAMLScalar.isSimplePlain(value, inFlow: false) { return value }
        }
        guard let tree = ForeignFields.tree(of: self), !tree.isNull, case .scalar(let text, _) = tree else { return nil }
        return text
    }
}
