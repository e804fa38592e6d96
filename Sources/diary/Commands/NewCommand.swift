import ArgumentParser
import Foundation
import VaultKit

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new entry now, under the day's next free name.",
        discussion: """
            With TEXT (or - to read standard input) the entry is saved and committed at once, without an editor:
              diary new "Rain all day. Read by the window."
              echo "From a script" | diary new -
            """
    )

    @Argument(help: "The entry's text; - reads it from standard input. Without it, your editor opens.")
    var text: [String] = []

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        if text.isEmpty {
            try EditFlow.run(vault, path: vault.nextFreePath(on: vault.today()))
            return
        }
        let body: String
        if text == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let input = String(data: data, encoding: .utf8) else { throw VaultError.notUTF8(file: "(standard input)") }
            body = input
        } else {
            body = text.joined(separator: " ")
        }
        guard !EntryText.isEmpty(body) else {
            throw ValidationError("the entry has no text; write something, e.g. diary new \"A quiet day\"")
        }
        let (path, commit) = try vault.quickEntry(body)
        Terminal.write("Saved \(path.relativePath) (New \(path.name), \(commit)).\n")
    }
}
