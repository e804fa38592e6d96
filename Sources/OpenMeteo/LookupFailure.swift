import Localization

/// Why a geocoding or weather lookup gave nothing.
public enum LookupFailure: Error, Sendable, Equatable {
    /// Offline, connection refused or dropped, name not resolved, TLS failed.
    case unreachable
    /// No complete answer before the deadline.
    case timedOut
    /// An answer with a status other than 2xx, e.g. 500.
    case httpStatus(Int)
    /// An answer that is not the JSON expected (or not HTTP at all).
    case malformedAnswer
    /// Geocoding found no place by that name.
    case placeNotFound
    /// The base URL (from the settings) is not an http(s) address.
    case invalidAddress(String)
    /// libcurl could not be loaded, so there is no HTTP at all.
    case noHTTPSupport

    /// A short phrase in the language of `text`, e.g. "Open-Meteo did not answer in time".
    public func reason(in text: any WeatherText) -> String {
        switch self {
        case .unreachable: text.lookupUnreachable
        case .timedOut: text.lookupTimedOut
        case .httpStatus(let status): text.lookupHTTPStatus(status)
        case .malformedAnswer: text.lookupMalformedAnswer
        case .placeNotFound: text.lookupPlaceNotFound
        case .invalidAddress(let address): text.lookupInvalidAddress(address)
        case .noHTTPSupport: text.lookupNoHTTPSupport
        }
    }

    /// The lookup failure an HTTP failure amounts to; `address` is the base URL used.
    init(_ failure: HTTPFailure, address: String) {
        switch failure {
        case .unsupportedURL: self = .invalidAddress(address)
        case .unavailable: self = .noHTTPSupport
        case .unreachable, .failed: self = .unreachable
        case .timedOut: self = .timedOut
        case .badAnswer: self = .malformedAnswer
        }
    }
}
