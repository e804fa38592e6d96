import Foundation

/// The folder of the package under test (the one holding `Package.swift`), found from this source file.
public let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder = folder.deletingLastPathComponent()
    }
    fatalError("no Package.swift above \(#filePath)")
}()
