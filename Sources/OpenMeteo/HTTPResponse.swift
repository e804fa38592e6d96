import Foundation

/// The answer to an HTTP GET: its status code and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code, e.g. 200.
    public let status: Int
    /// The body, as received.
    public let body: Data

    /// Creates a response from its parts.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why an HTTP GET brought no answer; the texts are libcurl's, in English, for logs and tests.
public enum HTTPFailure: Error, Sendable, Equatable {
    /// Not an http or https URL with a host.
    case unsupportedURL
    /// No HTTP on this machine: libcurl could not be loaded.
    case unavailable(String)
    /// Offline, name not resolved, connection refused or dropped, TLS failed.
    case unreachable(String)
    /// The deadline passed before the answer was complete.
    case timedOut
    /// What came back was not HTTP, or its body was longer than allowed.
    case badAnswer(String)
    /// Anything else libcurl reported.
    case failed(String)
}
