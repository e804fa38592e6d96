import Foundation

/// JSON problems said in a line a person can act on.
enum JSONProblem {
    /// `'location.latitude' is not a number`, `no 'entries' list`.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let path = path(context.codingPath)
            return path.isEmpty ? "not \(name(of: type))" : "'\(path)' is not \(name(of: type))"
        case .keyNotFound(let key, let context):
            let path = path(context.codingPath + [key])
            return "no '\(path)'"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
        @unknown default:
            return "\(error)"
        }
    }

    /// Like `describe(_:)`, saying where `data` stops being JSON when that is the problem.
    static func describe(_ error: Error, in data: Data) -> String {
        guard case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty else { return describe(error) }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return "the file is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                if detail.hasSuffix(".") { detail.removeLast() }
                return "not valid JSON: " + detail.prefix(1).lowercased() + detail.dropFirst()
            }
        }
        return describe(error)
    }

    private static func path(_ keys: [CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type, is [String].Type: return "a list"
        default:
            let text = String(describing: type)
            if text.hasPrefix("Array") { return "a list" }
            return text.hasPrefix("Dictionary") || text.contains("KeyedDecodingContainer") ? "an object" : text
        }
    }
}
