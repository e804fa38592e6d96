import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing

@testable import VaultKit
@testable import WebReader

/// A vault in a temporary folder (made with VaultKit's own init, its entries saved as the reader saves them),
/// served by the reader's whole router in this process (`app.test(.router)`): `AccessGuard`, the error
/// middleware and every controller, with fixed keys. HummingbirdTesting's router client always sends the
/// `Host` `localhost`. Its folder is removed when the test lets go of it.
final class ServedTestVault: Sendable {
    static let token = String(repeating: "a", count: 64)
    static let writeKey = String(repeating: "b", count: 64)
    static let port = 8123
    static let cookie = "diary-serve-\(port)=\(token)"
    static let zone = TimeZone(identifier: "UTC")!

    /// The entries: one day with one entry, one with two, and the same day a year before.
    static let entries: [(path: String, text: String)] = [
        ("2026/11/2026-11-20.md", text("2026-11-20T08:00:00Z", tags: "[walk]", "# Coffee beans\n\nGround coffee beans at dawn.\n")),
        ("2026/11/2026-11-21.md", text("2026-11-21T09:00:00Z", tags: "[]", "# Morning\n\nRain on the window.\n")),
        ("2026/11/2026-11-21-2.md", text("2026-11-21T21:00:00Z", tags: "[]", "# Evening\n\nA quiet night.\n")),
        ("2025/11/2025-11-21.md", text("2025-11-21T10:00:00Z", tags: "[]", "# A year ago\n\nSnow.\n"))
    ]

    static func text(_ created: String, tags: String, _ body: String) -> String {
        "---\nschema: 2\ncreated: \(created)\ntags: \(tags)\n---\n\(body)"
    }

    let sandbox: Sandbox
    let settings: ReaderSettings

    init() throws {
        sandbox = try Sandbox(prefix: "WebReaderTests")
        let (vault, _) = try Vault.initialize(at: sandbox.repo, timeZone: Self.zone)
        for (path, text) in Self.entries {
            _ = try vault.saveWholeText(text, to: try #require(EntryPath(relativePath: path)), startedFrom: nil)
        }
        settings = ReaderSettings(
            root: sandbox.repo, timeZone: Self.zone, host: VaultHost(fixedToday: Day("2026-11-21")), fallbackLanguage: .english,
            fallbackLocale: Locale(identifier: "en_US"), keys: AccessKeys(token: Self.token, writeKey: Self.writeKey))
    }

    deinit { sandbox.remove() }

    /// Runs `body` with a client of the reader's router; `hosts` are the `Host` values it lets in.
    func test(hosts: Set<String> = ["localhost"], _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = ReaderRoutes.router(settings: settings, hosts: hosts, port: Self.port, gate: ConnectionGate(limits: ConnectionLimits()))
        try await Application(router: router).test(.router, body)
    }

    /// The vault as it is on disk now.
    func vault() throws -> Vault { try settings.openVault() }

    /// How many commits the vault has.
    func commits() throws -> Int {
        Int(try sandbox.git(in: sandbox.repo, "rev-list", "--count", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    func path(_ relative: String) throws -> EntryPath { try #require(EntryPath(relativePath: relative)) }
}

/// How the tests call the reader: with the run's cookie unless told otherwise.
extension TestClientProtocol {
    func get(_ uri: String, cookie: Bool = true, headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        if cookie { headers[.cookie] = ServedTestVault.cookie }
        return try await execute(uri: uri, method: .get, headers: headers)
    }

    /// A POST of `form`, url-encoded as a browser's form (`contentType`), with the cookie.
    func post(
        _ uri: String, form: [(String, String)], contentType: String? = "application/x-www-form-urlencoded", headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = headers
        headers[.cookie] = ServedTestVault.cookie
        if let contentType { headers[.contentType] = contentType }
        let body = form.map { URLEscaping.component($0.0) + "=" + URLEscaping.component($0.1) }.joined(separator: "&")
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

/// The headers every answer of the reader carries (`AccessGuard`).
func expectSecurityHeaders(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(response.headers[.contentSecurityPolicy] != nil, sourceLocation: sourceLocation)
    #expect(response.headers[.xContentTypeOptions] == "nosniff", sourceLocation: sourceLocation)
    #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY", sourceLocation: sourceLocation)
    #expect(response.headers[HTTPField.Name("Cross-Origin-Resource-Policy")!] == "same-origin", sourceLocation: sourceLocation)
    #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin", sourceLocation: sourceLocation)
    #expect(response.headers[.cacheControl] != nil, sourceLocation: sourceLocation)
}

/// An HTML page of the reader with `status`, its headers, holding `text` (HTML, or a sentence of the page).
func expectPage(
    _ response: TestResponse, _ status: HTTPResponse.Status, holding text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(response.status == status, "\(response.text.prefix(400))", sourceLocation: sourceLocation)
    #expect(response.headers[.contentType] == "text/html; charset=utf-8", sourceLocation: sourceLocation)
    if let text {
        // Markup as written, a sentence as the templates escape it.
        #expect(
            response.text.contains(text) || response.text.contains(escaped(text)), "no \(text) in \(response.text.prefix(2000))",
            sourceLocation: sourceLocation)
    }
    expectSecurityHeaders(response, sourceLocation: sourceLocation)
}

/// `text` as the templates write it (`{{name}}`).
func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}
