/// Title and preview of a body, as lists show them.
public enum EntryText {
    /// The first non-empty line, with a leading Markdown heading marker (`# `, `## `, …) removed.
    public static func title(of body: String) -> String {
        for line in body.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingSpaces()
            guard !trimmed.isEmpty else { continue }
            let hashes = trimmed.prefix(while: { $0 == "#" })
            if !hashes.isEmpty, hashes.count <= 6, trimmed.dropFirst(hashes.count).first == " " {
                return String(trimmed.dropFirst(hashes.count).trimmingSpaces())
            }
            return String(trimmed)
        }
        return ""
    }

    /// The body after its title line, on one line with runs of white space folded, at most `limit` characters.
    public static func preview(of body: String, limit: Int = 240) -> String {
        var out = ""
        var skippedTitle = false
        var pendingSpace = false
        for line in body.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { continue }
            if !skippedTitle { skippedTitle = true; continue }
            for ch in trimmed {
                if ch.isWhitespace { pendingSpace = true; continue }
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(ch)
                if out.count >= limit { return out }
            }
            pendingSpace = true
        }
        return out
    }

    /// True when the body holds no text at all (only white space).
    public static func isEmpty(_ body: String) -> Bool {
        body.allSatisfy(\.isWhitespace)
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return self[start...end]
    }
}
