import Foundation
import TestSupport
import Testing

/// Where the built `diary` binary is: `$DIARY_BIN`, else next to the test bundle, else `.build/debug/diary`
/// under the package root.
enum DiaryBinary {
    static let url: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["DIARY_BIN"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("diary")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return packageRoot.appendingPathComponent(".build/debug/diary")
    }()
}
