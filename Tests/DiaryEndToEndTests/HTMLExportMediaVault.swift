import Foundation
import TestSupport
import Testing

/// A vault whose entries link photos in their own months (`media/…`, as `diary attach` and the importers write
/// them), and the HTML export opened as a person opens it: a `file://` page in headless Chromium
/// (`Tests/Browser/export_cases.py`), counting the images that loaded.
enum HTMLExportMediaVault {
    static let script = packageRoot.appendingPathComponent("Tests/Browser/export_cases.py").path

    /// The two photos: real PNGs of different sizes, one in October's media folder and one in November's.
    static let photos = [
        (entry: "2025/10/2025-10-05.md", day: "2025-10-05", file: "2025/10/media/october.png", width: 5, height: 3),
        (entry: "2025/11/2025-11-21.md", day: "2025-11-21", file: "2025/11/media/november.png", width: 4, height: 6)
    ]

    /// An initialized vault with an entry in each of two months, each showing its month's photo.
    static func make(_ sb: Sandbox) async throws {
        try await sb.initVault()
        for (index, photo) in photos.enumerated() {
            try FileManager.default.createDirectory(at: sb.url(photo.file).deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try await runProgram([
                "python3", script, "png", sb.url(photo.file).path, "\(photo.width)", "\(photo.height)", "\(40 * index)", "90", "200"
            ])
            .succeeded()
            let name = URL(fileURLWithPath: photo.file).lastPathComponent
            try sb.write(photo.entry, Fixture.entry(day: photo.day, title: "Photo \(index + 1)", body: "A walk.\n\n![A photo](media/\(name))"))
        }
    }

    /// What Chromium made of the page at `page`: its images, how many loaded, and their widths.
    static func opened(_ page: URL) async throws -> (images: Int, loaded: Int, widths: [Int]) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        let result = try await runProgram(["python3", script, "images", page.path], environment: environment)
        try #require(result.status == 0, "Chromium on \(page.path): \(result)")
        let line = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(result)")
        return (json["images"] as? Int ?? -1, json["loaded"] as? Int ?? -1, json["widths"] as? [Int] ?? [])
    }

    /// `from` moved to a new folder `elsewhere/` of the sandbox (not beside the vault's months), under `name`.
    static func moved(_ from: URL, in sb: Sandbox, as name: String) throws -> URL {
        let elsewhere = sb.root.appendingPathComponent("elsewhere/deeper", isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let to = elsewhere.appendingPathComponent(name)
        try FileManager.default.moveItem(at: from, to: to)
        return to
    }
}
