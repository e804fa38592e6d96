import Foundation

/// A small HTTP GET (http and https, no redirects) that never keeps its caller past a deadline.
///
/// The transfer runs on a thread of its own with libcurl's time limit set to the time left; the
/// caller waits for it only until the deadline, so neither a silent server nor a slow name lookup
/// can hold it longer. libcurl is loaded on the first request, not when the program starts.
public struct HTTPClient: Sendable {
    /// The longest body accepted, in bytes; a longer one is a `badAnswer`.
    public var maximumBodySize: Int

    /// Creates a client; Open-Meteo's answers are a few kilobytes, hence 1 MiB by default.
    public init(maximumBodySize: Int = 1 << 20) {
        self.maximumBodySize = maximumBodySize
    }

    /// GETs `url` and returns its answer, whatever the status code, by `deadline` at the latest.
    public func get(_ url: URL, deadline: ContinuousClock.Instant) throws(HTTPFailure) -> HTTPResponse {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .unsupportedURL }
        let milliseconds = deadline.millisecondsLeft
        guard milliseconds > 0 else { throw .timedOut }
        // libcurl gives up a little early, so that its thread has normally ended by the time the
        // caller moves on; the wait below is the backstop (e.g. a name lookup libcurl cannot interrupt).
        let transfer = CurlTransfer(
            url: url.absoluteString,
            timeoutMilliseconds: Int(clamping: milliseconds > 200 ? milliseconds - 25 : milliseconds),
            maximumBodySize: max(0, maximumBodySize),
            bypassProxy: Self.isLoopback(host))
        let outcome = PendingValue<Result<HTTPResponse, HTTPFailure>>()
        Thread.detachNewThread { outcome.fulfil(transfer.perform()) }
        guard let result = outcome.wait(until: deadline) else { throw .timedOut }
        return try result.get()
    }

    /// This machine's own addresses never go through a proxy (tests run servers there).
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }
}
