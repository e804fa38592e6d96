import ArgumentParser
import VaultKit

@main
struct Diary: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "A plain-text diary kept in git.")
}
