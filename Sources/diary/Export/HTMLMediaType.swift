import Foundation

/// The MIME type a `data:` address gives a file, by its name's extension (`application/octet-stream` for
/// one it does not know: a browser offers to save it).
enum HTMLMediaType {
    static func of(_ path: String) -> String {
        types[URL(fileURLWithPath: path).pathExtension.lowercased()] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "webp": "image/webp",
        "heic": "image/heic", "heif": "image/heif", "tif": "image/tiff", "tiff": "image/tiff", "bmp": "image/bmp",
        "svg": "image/svg+xml", "avif": "image/avif",
        "mov": "video/quicktime", "mp4": "video/mp4", "m4v": "video/x-m4v", "avi": "video/x-msvideo",
        "mkv": "video/x-matroska", "webm": "video/webm", "3gp": "video/3gpp",
        "m4a": "audio/mp4", "aac": "audio/aac", "mp3": "audio/mpeg", "wav": "audio/wav", "aif": "audio/aiff",
        "aiff": "audio/aiff", "caf": "audio/x-caf", "ogg": "audio/ogg", "oga": "audio/ogg", "opus": "audio/ogg",
        "flac": "audio/flac", "pdf": "application/pdf", "txt": "text/plain"
    ]
}
