import Foundation
import Localization
import Yams

/// One settings file (`~/.config/diary/config.yaml` or the vault's `.diary/config.yaml`): its values,
/// where each is written, and its text, so that a change rewrites only the changed key's lines.
///
/// A file holds `key: value` lines (`location.name: Busan`), or the same keys as nested maps
/// (`location:` then `  name: Busan`). Scalars are read as the text the file holds, never re-typed.
public struct SettingsFile: Sendable {
    /// Where the file is (it may not exist).
    public let url: URL
    /// False when there is no file: no values, and a change creates it.
    public let exists: Bool
    /// The values the file sets, by key.
    public let values: [SettingKey: SettingValue]
    /// Keys diary does not know; it goes on without them.
    public let warnings: [SettingsWarning]
    let text: String
    let leaves: [Leaf]
    let maps: [MapNode]

    /// The name errors and messages use.
    public var displayName: String { url.path }

    /// The line of `key` (1-based), nil when the file does not set it.
    public func line(of key: SettingKey) -> Int? {
        leaves.first { $0.path == key.rawValue }?.line
    }

    /// A key with a value (a scalar or a list), as found in the file.
    struct Leaf: Sendable {
        /// The dotted key (`location.name`), whatever the nesting.
        let path: String
        /// The key as written on its line (`name` inside `location:`, or `location.name`).
        let keyText: String
        let line: Int
        let column: Int
        /// The last line of its value (block lists and scalars may span lines).
        var lastLine: Int
        let value: YAMLTree
        /// Inside a `{…}` map or sharing its line with another key: not editable line by line.
        let inFlow: Bool
        /// The value is a plain scalar that starts on the key's line (a trailing `# comment` can be kept).
        let plainOnKeyLine: Bool
    }

    /// A nested map (`location:` with keys below it).
    struct MapNode: Sendable {
        let path: String
        let line: Int
        var lastLine: Int
        let inFlow: Bool
        /// The column of its first key, for a key added to it.
        let childColumn: Int?
    }

    init(
        url: URL, exists: Bool, text: String, values: [SettingKey: SettingValue], warnings: [SettingsWarning],
        leaves: [Leaf], maps: [MapNode]
    ) {
        self.url = url
        self.exists = exists
        self.text = text
        self.values = values
        self.warnings = warnings
        self.leaves = leaves
        self.maps = maps
    }

    /// No file at `url`.
    static func missing(_ url: URL) -> SettingsFile {
        SettingsFile(url: url, exists: false, text: "", values: [:], warnings: [], leaves: [], maps: [])
    }

    // MARK: Reading

    /// Reads the file at `url`; a missing file is an empty one. A broken file or a bad value is an
    /// error naming the file and the line; an unknown key is a warning.
    public static func load(_ url: URL) throws -> SettingsFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return .missing(url) }
        guard !isFolder.boolValue else { throw SettingsError.isAFolder(file: url.path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SettingsError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw SettingsError.notUTF8(file: url.path) }
        return try parse(text, url: url)
    }

    /// Reads `text` as the settings file at `url`.
    public static func parse(_ text: String, url: URL) throws -> SettingsFile {
        let file = url.path
        var source = text
        if source.unicodeScalars.first == "\u{FEFF}" { source.unicodeScalars.removeFirst() }
        // A settings file syncs from other machines like the entries: bounded the same way before Yams reads it.
        do {
            try FrontMatterLimits.checkSize(source, file: file)
            try FrontMatterLimits.checkStructure(source, file: file, lineOffset: 0)
        } catch VaultError.malformedFrontMatter(_, let line, let problem) {
            throw SettingsError.brokenFile(file: file, line: line, problem: .limits(problem))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: source, .basic)
        } catch let error as YamlError {
            throw describe(error, file: file, source: source)
        } catch {
            throw SettingsError.brokenFile(file: file, line: nil, problem: .yaml(String(describing: error)))
        }
        guard let root else { return SettingsFile(url: url, exists: true, text: text, values: [:], warnings: [], leaves: [], maps: []) }
        guard let mapping = root.mapping else {
            throw SettingsError.brokenFile(file: file, line: root.mark?.line, problem: .notKeyValueLines)
        }
        var collector = Collector(file: file)
        try collector.walk(mapping, prefix: "", inFlow: mapping.style == .flow)
        let lineCount = SourceLines(source).count
        collector.measure(lines: SourceLines(source), count: lineCount)

        var values: [SettingKey: SettingValue] = [:]
        var warnings: [SettingsWarning] = []
        for leaf in collector.leaves {
            // The journals (`journals:`) are read by `Journals`, which also checks that `journal:` names one.
            if leaf.path == Journals.mapKey { continue }
            guard let key = SettingKey(rawValue: leaf.path) else {
                warnings.append(SettingsWarning(file: file, line: leaf.line, key: leaf.path))
                continue
            }
            // `key:` with nothing after it sets nothing.
            if leaf.value.isNull { continue }
            guard let value = key.value(from: leaf.value) else {
                throw SettingsError.badValue(
                    file: file, line: leaf.line, key: key.rawValue,
                    requirement: key.requirement, example: "\(key.rawValue): \(key.example)")
            }
            values[key] = value
        }
        return SettingsFile(
            url: url, exists: true, text: text, values: values, warnings: warnings,
            leaves: collector.leaves, maps: collector.maps)
    }

    /// Walks the mappings, flattening nested keys into dotted ones.
    private struct Collector {
        let file: String
        var leaves: [Leaf] = []
        var maps: [MapNode] = []
        var keyLines: [Int] = []
        var seen: [String: Int] = [:]

        mutating func walk(_ mapping: Node.Mapping, prefix: String, inFlow: Bool) throws {
            var lineKeys: [Int: Int] = [:]
            for (keyNode, _) in mapping { lineKeys[keyNode.mark?.line ?? 0, default: 0] += 1 }
            for (keyNode, valueNode) in mapping {
                let line = keyNode.mark?.line ?? 0
                guard let key = keyNode.scalar?.string, !key.isEmpty else {
                    throw SettingsError.brokenFile(file: file, line: line, problem: .keyNotText)
                }
                let path = prefix.isEmpty ? key : prefix + "." + key
                if let first = seen[path] {
                    throw SettingsError.brokenFile(file: file, line: line, problem: .setTwice(key: path, firstLine: first))
                }
                seen[path] = line
                keyLines.append(line)
                let flow = inFlow || (lineKeys[line] ?? 0) > 1
                if case .mapping(let child) = valueNode, SettingKey(rawValue: path) == nil, SettingKey.isKnownOrPrefix(path) {
                    // A `{…}` map starts on its key's line; a block map below it.
                    let childFlow = flow || child.style == .flow || valueNode.mark?.line == line
                    let childColumn = child.first.flatMap { $0.key.mark?.column }
                    maps.append(MapNode(path: path, line: line, lastLine: line, inFlow: childFlow, childColumn: childColumn))
                    try walk(child, prefix: path, inFlow: childFlow)
                } else {
                    let plain = valueNode.scalar.map { $0.style == .plain || $0.style == .any } ?? false
                    leaves.append(
                        Leaf(
                            path: path, keyText: key, line: line, column: keyNode.mark?.column ?? 1,
                            lastLine: line, value: YamsFrontMatterReader.tree(valueNode), inFlow: flow,
                            plainOnKeyLine: plain && valueNode.mark?.line == line))
                }
            }
        }

        /// Sets each leaf's last line: up to the next key, without the comment and blank lines before it.
        mutating func measure(lines: SourceLines, count: Int) {
            let starts = keyLines.sorted()
            for index in leaves.indices {
                let line = leaves[index].line
                var last = (starts.first { $0 > line } ?? (count + 1)) - 1
                while last > line {
                    let content = lines.content(last - 1).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    guard content.isEmpty || content.first == UInt8(ascii: "#") || content.elementsEqual("...".utf8) else { break }
                    last -= 1
                }
                leaves[index].lastLine = max(line, min(last, count))
            }
            for index in maps.indices {
                let prefix = maps[index].path + "."
                let below = leaves.filter { $0.path.hasPrefix(prefix) }.map(\.lastLine)
                maps[index].lastLine = below.max() ?? maps[index].line
            }
        }
    }

    /// One line from a Yams error: the problem and its line.
    static func describe(_ error: YamlError, file: String, source: String) -> SettingsError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            let reason: SettingsProblem = problem.contains("cannot start any token") ? .tabIndent(problem) : .yaml(problem)
            return .brokenFile(file: file, line: mark.line, problem: reason)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the map; the line to fix is the key's second appearance.
            let lines = SourceLines(source)
            let second = duplicates.first.flatMap { key in
                (0..<lines.count).filter { n in
                    let content = String(decoding: lines.content(n), as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    return content.hasPrefix(key + ":")
                }.dropFirst().first
            }
            return .brokenFile(
                file: file, line: second.map { $0 + 1 } ?? context.mark.line,
                problem: .setTwice(key: duplicates.joined(separator: ", "), firstLine: context.mark.line))
        default:
            return .brokenFile(
                file: file, line: nil,
                problem: .yaml(String(describing: error).split(separator: "\n").first.map(String.init) ?? "invalid YAML"))
        }
    }

    // MARK: Changing

    /// The file's text with `key` set to `value` (or removed, for nil), nil when that changes nothing.
    ///
    /// Only the key's own lines change: a key that is there is replaced where it stands (keeping a
    /// trailing `# comment`), a new one goes at the end of its map (`location:`) or of the file;
    /// every other line, comments included, stays byte for byte. The result is read back and must
    /// hold exactly the intended values.
    public func setting(_ key: SettingKey, to value: SettingValue?) throws -> String? {
        if values[key] == value, value != nil || line(of: key) == nil { return nil }
        let lines = SourceLines(text)
        let eol = text.contains("\r\n") ? "\r\n" : "\n"
        var out: String
        if let leaf = leaves.first(where: { $0.path == key.rawValue }) {
            guard !leaf.inFlow else { throw SettingsError.uneditable(file: displayName, line: leaf.line, key: key.rawValue) }
            var range = (leaf.line - 1)..<leaf.lastLine
            var replacement = ""
            if let value {
                let indent = String(repeating: " ", count: max(leaf.column - 1, 0))
                replacement = indent + leaf.keyText + ": " + value.yaml + trailingComment(lines, leaf) + eol
            } else if let parent = emptiedMap(without: leaf) {
                // The key was its map's only one: the map's line goes too, or it would read as a null.
                range = (parent.line - 1)..<parent.lastLine
            }
            out = lines.text(0..<range.lowerBound) + replacement + lines.text(range.upperBound..<lines.count)
        } else {
            guard let value else { return nil }
            if let map = maps.filter({ key.rawValue.hasPrefix($0.path + ".") && !$0.inFlow && $0.childColumn != nil })
                .max(by: { $0.path.count < $1.path.count }), let column = map.childColumn
            {
                let rest = String(key.rawValue.dropFirst(map.path.count + 1))
                let line = String(repeating: " ", count: max(column - 1, 0)) + rest + ": " + value.yaml + eol
                var before = lines.text(0..<map.lastLine)
                if !before.isEmpty, before.utf8.last != UInt8(ascii: "\n") { before += eol }
                out = before + line + lines.text(map.lastLine..<lines.count)
            } else {
                out = text
                if !out.isEmpty, out.utf8.last != UInt8(ascii: "\n") { out += eol }
                out += key.rawValue + ": " + value.yaml + eol
            }
        }
        // Read back: exactly the intended change, nothing else.
        var expected = values
        expected[key] = value
        let back = try? SettingsFile.parse(out, url: url)
        guard let back, back.values == expected else {
            throw SettingsError.uneditable(file: displayName, line: line(of: key) ?? lines.count, key: key.rawValue)
        }
        return out
    }

    /// ` # comment` at the end of a plain value's line, kept when the value is replaced.
    private func trailingComment(_ lines: SourceLines, _ leaf: Leaf) -> String {
        guard leaf.plainOnKeyLine, leaf.lastLine == leaf.line else { return "" }
        let content = String(decoding: lines.content(leaf.line - 1), as: UTF8.self)
        guard let colon = content.range(of: ":") else { return "" }
        let valuePart = content[colon.upperBound...]
        guard let hash = valuePart.range(of: " #") ?? valuePart.range(of: "\t#") else { return "" }
        var start = hash.lowerBound
        while start > valuePart.startIndex, valuePart[valuePart.index(before: start)] == " " { start = valuePart.index(before: start) }
        return String(valuePart[start...])
    }

    /// The map that `leaf` is the only key of (outermost such), nil when others remain.
    private func emptiedMap(without leaf: Leaf) -> MapNode? {
        var emptied: MapNode?
        for map in maps.sorted(by: { $0.path.count > $1.path.count }) where leaf.path.hasPrefix(map.path + ".") {
            let others = leaves.contains { $0.path != leaf.path && $0.path.hasPrefix(map.path + ".") }
            guard !others, !map.inFlow else { break }
            emptied = map
        }
        return emptied
    }
}
