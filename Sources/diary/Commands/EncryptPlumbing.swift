import ArgumentParser
import Foundation
import VaultKit

/// git-crypt's `clean`, `smudge` and `diff FILE`, for git's config (`filter.git-crypt.*`) when the
/// git-crypt tool is not installed: git runs them in the work tree, with the file on stdin (or named).
struct EncryptClean: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean", abstract: "git's clean filter: encrypt stdin to stdout.",
        shouldDisplay: false)
    func run() throws {
        try GitFilterCommand.filter(FileHandle.standardInput.readDataToEndOfFile(), encrypting: true)
    }
}

struct EncryptSmudge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "smudge", abstract: "git's smudge filter: decrypt stdin to stdout.",
        shouldDisplay: false)
    func run() throws {
        try GitFilterCommand.filter(FileHandle.standardInput.readDataToEndOfFile(), encrypting: false)
    }
}

struct EncryptDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "git's textconv: the file's plain text on stdout.",
        shouldDisplay: false)
    @Argument var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw VaultError.unreadable(file: file, reason: .missingOrUnreadable)
        }
        try GitFilterCommand.filter(data, encrypting: false)
    }
}
