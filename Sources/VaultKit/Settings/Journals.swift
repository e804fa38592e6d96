import Foundation
import Yams

/// One journal named under `journals:` in the user settings file: a name and its vault folder.
public struct Journal: Sendable, Equatable {
    public let name: String
    /// The folder as the file writes it (`~/Diary`).
    public let path: String
    /// The line that names it (1-based).
    public let line: Int

    public init(name: String, path: String, line: Int) {
        self.name = name
        self.path = path
        self.line = line
    }

    /// The vault folder: `~` and `~/…` from `$HOME`, a relative path from `$HOME` too.
    public func url(environment: [String: String]) -> URL {
        let expanded =
            path.hasPrefix("/") || path == "~" || path.hasPrefix("~/")
            ? Settings.expandingHome(path, environment: environment) : Settings.homeFolder(environment: environment) + "/" + path
        return URL(fileURLWithPath: expanded).standardizedFileURL
    }

    /// A name people can type after `-j`: letters, digits, `-`, `_` and `.`, not starting with `-`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first != "-", name.count <= 100 else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }
}

/// The journals of the user settings file: `journals:` maps names to vault folders, and `journal:`
/// names the default one (used when nothing else chooses the vault).
///
/// ```yaml
/// journals:
///   personal: ~/Diary
///   work: ~/work-diary
/// journal: personal
/// ```
public struct Journals: Sendable {
    /// The key of the map of journals.
    public static let mapKey = "journals"
    /// The key of the default journal's name.
    public static let defaultKey = SettingKey.journal.rawValue

    /// The user settings file they are read from.
    public let file: URL
    /// In the file's order.
    public let list: [Journal]
    /// The default journal's name (it is one of `list`); nil when none is set.
    public let defaultName: String?
    let text: String
    let block: Block?

    /// Where `journals:` is written, for adding a journal to it.
    struct Block: Sendable {
        let line: Int
        /// The line of its last journal (its own line when it has none).
        let lastLine: Int
        /// A `{…}` map, or one on the key's line: not editable line by line.
        let inFlow: Bool
        /// The column of its first journal's name.
        let childColumn: Int?
    }

    /// The journal called `name`.
    public func journal(named name: String) -> Journal? { list.first { $0.name == name } }

    /// The default journal (`journal:`), if set.
    public var defaultJournal: Journal? { defaultName.flatMap(journal(named:)) }

    /// The names, in the file's order.
    public var names: [String] { list.map(\.name) }

    /// Reads the journals of the user settings file at `userFile`; a missing file has none. A broken
    /// file, a `journals:` that is not names with folders, or a `journal:` that names none of them is
    /// an error naming the file and the line.
    public static func load(userFile: URL) throws -> Journals {
        try read(from: try SettingsFile.load(userFile))
    }

    /// The journals of the user settings file `file`, already read.
    public static func read(from file: SettingsFile) throws -> Journals {
        try parse(file.text, url: file.url)
    }

    /// Reads the journals of `text`, the user settings file at `url`, which reads as a settings file.
    static func parse(_ text: String, url: URL) throws -> Journals {
        var source = text
        if source.unicodeScalars.first == "\u{FEFF}" { source.unicodeScalars.removeFirst() }
        let file = url.path
        guard let root = try? Yams.compose(yaml: source, .basic), let mapping = root.mapping else {
            return Journals(file: url, list: [], defaultName: nil, text: text, block: nil)
        }
        var list: [Journal] = []
        var block: Block?
        var defaultName: (name: String, line: Int)?
        for (keyNode, valueNode) in mapping {
            let line = keyNode.mark?.line ?? 1
            switch keyNode.scalar?.string {
            case mapKey:
                if let scalar = valueNode.scalar {
                    guard isNull(scalar) else { throw SettingsError.badJournals(file: file, line: line) }
                    block = Block(line: line, lastLine: line, inFlow: false, childColumn: nil)
                    continue
                }
                guard case .mapping(let children) = valueNode else { throw SettingsError.badJournals(file: file, line: line) }
                var lastLine = line
                for (nameNode, pathNode) in children {
                    let nameLine = nameNode.mark?.line ?? line
                    guard let name = nameNode.scalar?.string, Journal.isValidName(name), let pathScalar = pathNode.scalar,
                        !isNull(pathScalar), case let path = pathScalar.string.trimmingCharacters(in: .whitespaces), !path.isEmpty
                    else { throw SettingsError.badJournals(file: file, line: nameLine) }
                    list.append(Journal(name: name, path: path, line: nameLine))
                    lastLine = max(lastLine, pathNode.mark?.line ?? nameLine)
                }
                let inFlow = children.style == .flow || valueNode.mark?.line == line
                block = Block(line: line, lastLine: lastLine, inFlow: inFlow, childColumn: children.first?.key.mark?.column)
            case defaultKey:
                guard let scalar = valueNode.scalar else { throw SettingsError.badDefaultJournal(file: file, line: line, name: nil, known: []) }
                if isNull(scalar) { continue }
                defaultName = (scalar.string.trimmingCharacters(in: .whitespaces), line)
            default:
                continue
            }
        }
        if let defaultName, !list.contains(where: { $0.name == defaultName.name }) {
            throw SettingsError.badDefaultJournal(
                file: file, line: defaultName.line, name: defaultName.name, known: list.map(\.name))
        }
        return Journals(file: url, list: list, defaultName: defaultName?.name, text: text, block: block)
    }

    private static func isNull(_ scalar: Node.Scalar) -> Bool {
        (scalar.style == .plain || scalar.style == .any) && (scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null")
    }

    // MARK: Adding

    /// The file's text with journal `name` at `path` added under `journals:` (made at the end of the file
    /// when there is none); nil when the file already names that journal with that folder. Every other
    /// line stays byte for byte, and the result is read back: the same settings and the journals plus
    /// this one.
    public func adding(name: String, path: String) throws -> String? {
        guard Journal.isValidName(name) else { throw SettingsError.badJournalName(name) }
        if let existing = journal(named: name) {
            guard existing.path != path else { return nil }
            throw SettingsError.journalTaken(file: file.path, line: existing.line, name: name, path: existing.path)
        }
        let lines = SourceLines(text)
        let eol = text.contains("\r\n") ? "\r\n" : "\n"
        let entry = name + ": " + Self.yamlScalar(path)
        var out: String
        if let block {
            guard !block.inFlow else { throw SettingsError.uneditable(file: file.path, line: block.line, key: Self.mapKey) }
            let indent = String(repeating: " ", count: max((block.childColumn ?? 3) - 1, 1))
            var before = lines.text(0..<block.lastLine)
            if !before.isEmpty, before.utf8.last != UInt8(ascii: "\n") { before += eol }
            out = before + indent + entry + eol + lines.text(block.lastLine..<lines.count)
        } else {
            out = text
            if !out.isEmpty, out.utf8.last != UInt8(ascii: "\n") { out += eol }
            out += Self.mapKey + ":" + eol + "  " + entry + eol
        }
        // Read back: the same settings, the same default, and the journals plus this one.
        let settingsBefore = try SettingsFile.parse(text, url: file)
        let back = try? Journals.parse(out, url: file)
        let settingsBack = try? SettingsFile.parse(out, url: file)
        guard let back, let settingsBack, settingsBack.values == settingsBefore.values, back.defaultName == defaultName,
            back.list.map(\.name) == names + [name], back.journal(named: name)?.path == path
        else {
            throw SettingsError.uneditable(file: file.path, line: block?.line ?? lines.count, key: Self.mapKey)
        }
        return out
    }

    /// `path` as a YAML scalar: plain when that reads back as the same text, else single-quoted.
    static func yamlScalar(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/~._-+ ".contains($0) }
        if safe, path.first != " ", path.last != " ", path.first != "-" { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

extension Journals {
    /// Adds journal `name` at `path` to the user settings file and writes it atomically (creating it and
    /// its folders when needed); false when the file already said so.
    public func add(name: String, path: String) throws -> Bool {
        guard let text = try adding(name: name, path: path) else { return false }
        try AtomicFile.write(Data(text.utf8), to: file.resolvingSymlinksInPath(), displayName: file.path)
        return true
    }
}
