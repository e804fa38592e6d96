/// Text put into HTML: the five characters that could end an element or an attribute, escaped.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        // By scalar, not by Character: a quote followed by a combining mark is one Character that is no quote,
        // and would pass through raw.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
