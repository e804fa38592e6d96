import Foundation

/// One element of a JSON list decoded on its own: a malformed entry is one skipped entry, not a failed file.
struct Lenient<Wrapped: Decodable>: Decodable {
    let result: Result<Wrapped, DecodingError>

    init(from decoder: Decoder) throws {
        let depth = decoder.codingPath.count
        do {
            result = .success(try Wrapped(from: decoder))
        } catch let error as DecodingError {
            result = .failure(Self.relative(error, droppingFirst: depth))
        }
    }

    /// The error with its path made relative to the element, so that messages name the element's own fields.
    private static func relative(_ error: DecodingError, droppingFirst depth: Int) -> DecodingError {
        func trim(_ context: DecodingError.Context) -> DecodingError.Context {
            DecodingError.Context(codingPath: Array(context.codingPath.dropFirst(depth)), debugDescription: context.debugDescription)
        }
        switch error {
        case .typeMismatch(let type, let context): return .typeMismatch(type, trim(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, trim(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, trim(context))
        case .dataCorrupted(let context): return .dataCorrupted(trim(context))
        @unknown default: return error
        }
    }
}
