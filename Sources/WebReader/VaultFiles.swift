import Foundation
import HTTPTypes
import Hummingbird
import VaultKit

/// Any other address (`**`) is a path of the vault: `/YYYY/MM/YYYY-MM-DD(-N)` an entry's page, anything else
/// a file an entry links to.
enum VaultFiles {
    /// An entry's page, else a file an entry links to, else 404.
    static func response(_ page: PageContext, rawPath: String) throws -> Response {
        guard let decoded = rawPath.removingPercentEncoding, decoded.hasPrefix("/") else { throw ReaderError.notFound(page) }
        let relative = String(decoded.dropFirst())
        if let path = EntryPath(relativePath: relative + ".md") {
            return try EntryPages.entry(page, path, notice: WritePages.notice(page, path))
        }
        guard let bytes = page.vault.attachmentBytes(at: relative) else { throw ReaderError.notFound(page) }
        var headers = HTTPFields()
        let ext = relative.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        // Photos, sound, video and PDF are shown; anything else (a saved web page, an SVG or other XML, which
        // can hold script) is only downloaded, and even shown a file is a sandbox of its own, with no script and
        // no way into the pages.
        if let type = shownType(extension: ext) {
            headers[.contentType] = type
        } else {
            headers[.contentType] = "application/octet-stream"
            headers[.contentDisposition] = "attachment"
        }
        headers[.contentSecurityPolicy] = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The type a file with extension `ext` is shown as in the browser, or nil when it is only downloaded:
    /// images, sound and video whose type is no XML (an SVG, `image/svg+xml`, is XML and can run script),
    /// and PDF.
    static func shownType(extension ext: String) -> String? {
        guard let type = MediaType.getMediaType(forExtension: .init(ext)) else { return nil }
        if type.description == "application/pdf" { return type.description }
        guard ["image", "audio", "video"].contains(type.type.rawValue), !type.subType.lowercased().contains("xml") else { return nil }
        return type.description
    }
}
