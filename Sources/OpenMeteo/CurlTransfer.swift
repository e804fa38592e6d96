import CCurlLoader
import Foundation

/// One blocking GET through the C loader of libcurl (Sources/CCurlLoader).
struct CurlTransfer: Sendable {
    let url: String
    let timeoutMilliseconds: Int
    let maximumBodySize: Int
    /// Whether to ignore any proxy settings of the environment for this request.
    let bypassProxy: Bool

    /// Runs the transfer on the calling thread; returns within about `timeoutMilliseconds`.
    func perform() -> Result<HTTPResponse, HTTPFailure> {
        var response = curl_loader_response()
        url.withCString { url in
            if bypassProxy {
                "*".withCString { curl_loader_get(url, timeoutMilliseconds, maximumBodySize, $0, &response) }
            } else {
                curl_loader_get(url, timeoutMilliseconds, maximumBodySize, nil, &response)
            }
        }
        defer { curl_loader_response_free(&response) }
        let message = withUnsafeBytes(of: response.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(response.outcome) {
        case Int(CURL_LOADER_OK):
            let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
            return .success(HTTPResponse(status: response.status, body: body))
        case Int(CURL_LOADER_UNAVAILABLE): return .failure(.unavailable(message))
        case Int(CURL_LOADER_UNREACHABLE): return .failure(.unreachable(message))
        case Int(CURL_LOADER_TIMED_OUT): return .failure(.timedOut)
        case Int(CURL_LOADER_TOO_LARGE): return .failure(.badAnswer("the body is longer than \(maximumBodySize) bytes"))
        case Int(CURL_LOADER_BAD_ANSWER): return .failure(.badAnswer(message))
        default: return .failure(.failed(message))
        }
    }
}
