import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where attachments live: a `media` folder in each month folder, beside the entries, each file named by
/// the SHA-256 of its bytes and its extension, in lower case: `2026/11/media/3a7b…4f1b.jpeg`. An entry
/// links to it by the path from its own folder, `media/3a7b…4f1b.jpeg`, which any Markdown viewer and
/// editor opens. Not an entry's name (`YYYY/MM/YYYY-MM-DD(-N).md`), so the vault contract leaves it be.
public enum MediaPath {
    public static let folderName = "media"

    /// The vault path of a file whose bytes hash to `sha256`, for an entry at `entry`; `suffix` 2, 3, …
    /// when a file of another content already has that name (`…-2.jpeg`).
    static func path(for entry: EntryPath, sha256: String, fileExtension: String, suffix: Int = 1) -> String {
        let ext = Self.fileExtension(ofName: "." + fileExtension)
        return entry.folder + "/" + folderName + "/" + sha256 + (suffix > 1 ? "-\(suffix)" : "") + (ext.isEmpty ? "" : "." + ext)
    }

    /// The extension a file named `name` keeps in the vault: its own in lower case (`HEIC` → `heic`), when
    /// it is one to sixteen ASCII letters and digits; else none.
    static func fileExtension(ofName name: some StringProtocol) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        let ext = name[name.index(after: dot)...].lowercased()
        guard (1...16).contains(ext.utf8.count), ext.utf8.allSatisfy({ isLowerAlphanumeric($0) }) else { return "" }
        return ext
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// True for a name diary gives an attachment: 64 lower-case hex digits, `-N` when the name was taken,
    /// and the extension (`3a7b….jpeg`, `3a7b…-2.jpeg`, `3a7b…` for a file without one).
    static func isContentHashName(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= 64,
            bytes[..<64].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        else { return false }
        var rest = bytes[64...]
        if rest.first == UInt8(ascii: "-") {
            let digits = rest.dropFirst().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, digits.first != UInt8(ascii: "0") else { return false }
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.isEmpty { return true }
        let ext = String(decoding: rest, as: UTF8.self)
        return rest.first == UInt8(ascii: ".") && fileExtension(ofName: ext) == ext.dropFirst()
    }

    /// The link from the entry at `entry` to the vault path `path`: `media/x.jpeg`, `../10/media/x.jpeg`.
    static func link(from entry: EntryPath, to path: String) -> String {
        let from = entry.folder.split(separator: "/").map(String.init)
        let to = path.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// The vault path that a link in the entry at `entry` points at, or nil when `destination` is no
    /// relative path inside the vault (a URL, an absolute path, a path out of the vault or into `.git`).
    static func resolve(_ destination: String, from entry: EntryPath) -> String? {
        resolve(destination, inFolder: entry.folder)
    }

    /// The path under a folder's top that a link written in its folder `folder` points at, or nil when
    /// `destination` is no relative path inside it (a URL, an absolute path, a path out of it or into `.git`).
    static func resolve(_ destination: String, inFolder folder: String) -> String? {
        var text = destination
        if let mark = text.firstIndex(where: { $0 == "#" || $0 == "?" }) { text = String(text[..<mark]) }
        guard !text.isEmpty, !text.hasPrefix("/"), !hasScheme(text) else { return nil }
        text = text.removingPercentEncoding ?? text
        var parts = folder.split(separator: "/").map(String.init)
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        guard !parts.isEmpty, !parts.contains(where: { $0.lowercased() == ".git" }) else { return nil }
        return parts.joined(separator: "/")
    }

    /// `https:`, `mailto:`, `dayone-moment:`: a URL, not a path.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// True for a vault path an attachment may be written to: relative, plain names (none hidden, so
    /// never `.git/` or `.diary/`), not an entry's name, and of a `MediaKind`.
    static func isWritable(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") && $0 != ".." }
            && EntryPath(relativePath: path) == nil && MediaKind(fileName: path) != nil && !path.contains("\0")
    }
}

/// What `lstat` says of a vault path, never following a link on the way.
enum VaultFile {
    case missing
    case file(size: Int)
    /// A folder, a link or anything else that is not a regular file.
    case other
    /// A link among the folders above it.
    case linkedFolder(String)
    /// Something that is no folder (a file) where a folder above it belongs.
    case notAFolder(String)

    init(_ path: String, in root: URL) {
        var info = stat()
        var folder = root
        for part in path.split(separator: "/").dropLast() {
            folder.appendPathComponent(String(part))
            guard lstat(folder.path, &info) == 0 else {
                self = .missing
                return
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                self = info.st_mode & S_IFMT == S_IFLNK ? .linkedFolder(folder.path) : .notAFolder(folder.path)
                return
            }
        }
        guard lstat(root.appendingPathComponent(path).path, &info) == 0 else {
            self = .missing
            return
        }
        self = info.st_mode & S_IFMT == S_IFREG ? .file(size: Int(info.st_size)) : .other
    }
}
