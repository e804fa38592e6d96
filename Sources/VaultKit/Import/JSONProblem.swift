import Foundation
import Localization

/// What is wrong with some JSON, kept as data and said in the reader's language: `'location.latitude' is
/// not a number`, `no 'entries'`.
public enum JSONProblem: Sendable, Equatable {
    /// The value at `path` (empty: the whole) is not of the kind expected.
    case wrongType(path: String, expected: JSONKind)
    /// No value at `path`.
    case missingKey(path: String)
    /// Not JSON; `detail` is the JSON reader's own wording, when it gave one.
    case invalid(detail: String?)
    /// The file stops being JSON where `detail` (the JSON reader's wording) says.
    case invalidAt(detail: String)
    /// Nothing but white space.
    case emptyFile
    /// An error of no known kind, as it describes itself.
    case described(String)

    /// The problem in `text`'s language.
    public func message(in text: any CoreText) -> String {
        switch self {
        case .wrongType(let path, let expected): return text.jsonWrongType(path: path, expected: expected)
        case .missingKey(let path): return text.jsonMissingKey(path: path)
        case .invalid(let detail): return text.jsonInvalid(detail: detail)
        case .invalidAt(let detail): return text.jsonInvalidAt(detail: detail)
        case .emptyFile: return text.jsonEmptyFile
        case .described(let description): return description
        }
    }

    /// The problem a decoding error stands for.
    static func of(_ error: Error) -> JSONProblem {
        guard let error = error as? DecodingError else { return .described("\(error)") }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return .wrongType(path: path(context.codingPath), expected: kind(of: type))
        case .keyNotFound(let key, let context):
            return .missingKey(path: path(context.codingPath + [key]))
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .invalid(detail: underlying)
        @unknown default:
            return .described("\(error)")
        }
    }

    /// Like `of(_:)`, saying where `data` stops being JSON when that is the problem.
    static func of(_ error: Error, in data: Data) -> JSONProblem {
        guard case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty else { return of(error) }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return .emptyFile }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                if detail.hasSuffix(".") { detail.removeLast() }
                return .invalidAt(detail: detail.prefix(1).lowercased() + detail.dropFirst())
            }
        }
        return of(error)
    }

    private static func path(_ keys: [CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    private static func kind(of type: Any.Type) -> JSONKind {
        switch type {
        case is String.Type: return .text
        case is Double.Type, is Int.Type: return .number
        case is Bool.Type: return .boolean
        case is [Any].Type, is [String].Type: return .list
        default:
            let text = String(describing: type)
            if text.hasPrefix("Array") { return .list }
            return text.hasPrefix("Dictionary") || text.contains("KeyedDecodingContainer") ? .object : .other(text)
        }
    }
}
