import Foundation
import TestSupport
import Testing

/// Day One's export zip for the end-to-end tests of attachments, and what they need to make one: bytes
/// that stand for photos, videos and recordings, `md5sum`/`sha256sum` and `zip` run in the sandbox.
enum DayOneZipFixture {
    /// Bytes that stand for a photo, a video, a recording: the same for a name every time, unlike any other.
    static func bytes(_ name: String, count: Int = 40_000) -> Data {
        SplitMix64.bytes(named: name, count: count)
    }

    static let photo = bytes("photo")
    static let video = bytes("video", count: 300_000)
    static let audio = bytes("audio")

    /// Runs a program (a path and its arguments) in the sandbox; requires it to succeed.
    @discardableResult
    static func run(_ sb: Sandbox, _ arguments: [String], in directory: URL? = nil) async throws -> String {
        let result = try await LaunchedProcess(
            executable: URL(fileURLWithPath: arguments[0]), arguments: Array(arguments.dropFirst()), environment: sb.environment(),
            directory: directory ?? sb.root, stdin: nil, ioFolder: sb.root.appendingPathComponent("io")
        ).wait()
        try #require(result.status == 0, "\(result)")
        return result.stdout
    }

    /// `sha256sum` or `md5sum` of `data`.
    static func hash(_ sb: Sandbox, _ tool: String, _ data: Data) async throws -> String {
        let file = sb.root.appendingPathComponent("hash-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return String(try await run(sb, ["/usr/bin/" + tool, file.path]).prefix { $0 != " " })
    }

    /// Day One's export as its zip: two entries, one that starts with a photo and links a video, a
    /// recording and a photo the zip lacks; with `pdf`, the second lists it (and links it nowhere).
    static func dayOneZip(_ sb: Sandbox, pdf: Data? = nil) async throws -> (zip: URL, md5: [String: String]) {
        var md5: [String: String] = [:]
        for (name, data) in [("photo", photo), ("video", video), ("audio", audio), ("pdf", pdf ?? Data())] {
            md5[name] = try await hash(sb, "md5sum", data)
        }
        let pdfs = pdf == nil ? "" : #", "pdfAttachments": [{"identifier": "D1", "md5": "\#(md5["pdf"]!)", "type": "pdf"}]"#
        let folder = sb.root.appendingPathComponent("Export-\(UUID().uuidString)")
        let json = """
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "2F8DDCA258634D9994DF3A4FEE328035", "creationDate": "2025-10-18T07:20:00Z", "timeZone": "Asia/Seoul",
               "text": "![](dayone-moment://P1)\\n\\n# 가을 산책\\n\\nLeaves are falling\\\\.\\n\\n![](dayone-moment:/video/V1)\\n![](dayone-moment:/audio/A1)\\n![](dayone-moment://GONE)",
               "photos": [{"identifier": "P1", "md5": "\(md5["photo"]!)", "type": "jpeg"},
                          {"identifier": "GONE", "md5": "0123456789abcdef0123456789abcdef", "type": "jpeg"}],
               "videos": [{"identifier": "V1", "md5": "\(md5["video"]!)", "type": "mov"}],
               "audios": [{"identifier": "A1", "md5": "\(md5["audio"]!)", "format": "aac"}]},
              {"uuid": "8A1B2C3D4E5F60718293A4B5C6D7E8F9", "creationDate": "2025-10-19T01:00:00Z", "timeZone": "Asia/Seoul",
               "text": "Quiet Sunday\\\\."\(pdfs)}
            ]}
            """
        var files: [(String, Data)] = [
            ("Journal.json", Data(json.utf8)), ("photos/\(md5["photo"]!).jpeg", photo), ("videos/\(md5["video"]!).mov", video),
            ("audios/\(md5["audio"]!).m4a", audio)
        ]
        if let pdf { files.append(("pdfs/\(md5["pdf"]!).pdf", pdf)) }
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let zip = sb.root.appendingPathComponent("Export.zip")
        try? FileManager.default.removeItem(at: zip)
        // Photos, videos and recordings stored as they are, as Day One's zip has them.
        try await run(sb, ["/usr/bin/zip", "-q", "-r", "-n", ".jpeg:.mov:.m4a", zip.path] + files.map(\.0), in: folder)
        return (zip, md5)
    }

    /// A vault with an identity and nothing in it.
    static func emptyVault(_ sb: Sandbox, at url: URL? = nil) async throws {
        Expect.success(try await sb.diary("init", vault: url.map { .at($0) } ?? .sandbox))
        for setting in [["user.name", "Ada Writer"], ["user.email", "ada@example.com"]] {
            try await sb.gitResult(["config"] + setting, in: url).succeeded()
        }
    }
}
