import Foundation
import TOMLKit

/// Hugo's TOML front matter: a block between two lines that are exactly `+++`, at the first line.
///
/// diary keeps YAML front matter only (format.md), so a TOML block is never read as body text: in the vault
/// it is an error that names the file and `diary migrate`, and `migrate` and `import folder` rewrite it as
/// YAML with every key kept, in the order the file first names them, and the body byte for byte.
///
/// Values become YAML of the same kind: text (quoted when YAML would read it as something else), whole
/// numbers, numbers with a fraction (as the TOML reader gives them back: `1.10` becomes `1.1`), `true` and
/// `false`, dates and times as RFC 3339 text (`2021-03-30T10:00:00+09:00`, which `created` reads), lists
/// and tables (nested maps).
public enum TOMLFrontMatter {
    /// The TOML between the `+++` lines and everything after the closing one; nil when `text` does not open
    /// with a closed `+++` block.
    static func split(_ text: Substring) -> (inner: Substring, body: Substring, lineEnding: String)? {
        let utf8 = text.utf8
        let plus = UInt8(ascii: "+")
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        /// The line from `start` without its line ending, and where the next one starts.
        func line(at start: Substring.UTF8View.Index) -> (Substring.UTF8View.SubSequence, Substring.UTF8View.Index) {
            let end = utf8[start...].firstIndex(of: newline) ?? utf8.endIndex
            var content = utf8[start..<end]
            if content.last == carriageReturn { content = content.dropLast() }
            return (content, end == utf8.endIndex ? end : utf8.index(after: end))
        }
        let (first, innerStart) = line(at: utf8.startIndex)
        guard first.elementsEqual([plus, plus, plus]), innerStart != utf8.endIndex else { return nil }
        let lineEnding = utf8[first.endIndex] == carriageReturn ? "\r\n" : "\n"
        var lineStart = innerStart
        while lineStart < utf8.endIndex {
            let (content, next) = line(at: lineStart)
            if content.elementsEqual([plus, plus, plus]) { return (text[innerStart..<lineStart], text[next...], lineEnding) }
            lineStart = next
        }
        return nil
    }

    /// True when `text` (without a byte-order mark) opens with a closed `+++` block.
    static func opens(_ text: Substring) -> Bool { split(text) != nil }

    /// True when a file's bytes (after a byte-order mark, at `start`) open with a closed `+++` block; for
    /// readers that look at bytes and never parse a file without `---` front matter (search).
    static func opens(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let plus = UInt8(ascii: "+")
        guard bytes.count - start >= 4, bytes[start] == plus, bytes[start + 1] == plus, bytes[start + 2] == plus else { return false }
        return opens(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)))
    }

    /// `text` with its TOML block rewritten as YAML front matter between `---` lines, the body byte for byte;
    /// nil when `text` has no TOML block.
    /// - Throws: `VaultError.malformedFrontMatter` naming `file` (and the line, counted in the file) when
    ///   the TOML cannot be read.
    public static func yamlText(of text: String, file: String) throws -> String? {
        var rest = Substring(text)
        var bom = ""
        if rest.unicodeScalars.first == "\u{FEFF}" {
            bom = "\u{FEFF}"
            rest = Substring(rest.unicodeScalars.dropFirst())
        }
        guard let (inner, body, lineEnding) = split(rest) else { return nil }
        try FrontMatterLimits.checkSize(String(inner), file: file)
        let table: TOMLTable
        do {
            table = try TOMLTable(string: String(inner))
        } catch let error as TOMLParseError {
            throw VaultError.malformedFrontMatter(
                file: file, line: error.source.begin.line + 1, problem: .toml(error.description))
        } catch {
            throw VaultError.malformedFrontMatter(file: file, line: nil, problem: .toml("\(error)"))
        }
        var lines: [String] = []
        for key in orderedKeys(of: table, source: inner) {
            guard let value = table[key] else { continue }
            lines += yamlLines(key: key, value: value, indent: "")
        }
        let yaml = lines.map { $0 + lineEnding }.joined()
        return bom + "---" + lineEnding + yaml + "---" + lineEnding + body
    }

    /// The table's keys in the order the TOML text first names them (the reader keeps them sorted), then
    /// any it did not find there, sorted.
    static func orderedKeys(of table: TOMLTable, source: Substring) -> [String] {
        var order: [String] = []
        var inTable = false
        for rawLine in source.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            var name: Substring
            if line.hasPrefix("[") {
                // `[params]`, `[params.sub]`, `[[menu]]`: the first part of the header names the key.
                name = Substring(line.drop { $0 == "[" })
                inTable = true
            } else if !inTable, let equals = line.firstIndex(of: "=") {
                name = line[..<equals]
            } else {
                continue
            }
            name = name.prefix { $0 != "." && $0 != "]" && $0 != "=" }
            let key = name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if table.contains(key: key), !order.contains(key) { order.append(key) }
        }
        return order + table.keys.filter { !order.contains($0) }.sorted()
    }

    /// `key: value` as YAML lines at `indent`: a scalar or a flow list of scalars on one line, a table or a
    /// list holding tables as a block below the key.
    static func yamlLines(key: String, value: TOMLValueConvertible, indent: String) -> [String] {
        let name = YAMLScalar.render(key)
        if let scalar = scalarText(value, inFlow: false) { return ["\(indent)\(name): \(scalar)"] }
        if let table = value.table {
            let keys = table.keys.sorted()
            if keys.isEmpty { return ["\(indent)\(name): {}"] }
            return ["\(indent)\(name):"] + keys.flatMap { inner in yamlLines(key: inner, value: table[inner]!, indent: indent + "  ") }
        }
        guard let array = value.array else { return ["\(indent)\(name): \(YAMLScalar.render(String(describing: value)))"] }
        let items = Array(array)
        let flow = items.compactMap { scalarText($0, inFlow: true) }
        if flow.count == items.count { return ["\(indent)\(name): [\(flow.joined(separator: ", "))]"] }
        var lines = ["\(indent)\(name):"]
        for item in items {
            lines += itemLines(item, indent: indent + "  ")
        }
        return lines
    }

    /// One item of a block list: `- scalar`, `- [a, b]`, or a table's keys with the first after the dash.
    private static func itemLines(_ item: TOMLValueConvertible, indent: String) -> [String] {
        if let scalar = scalarText(item, inFlow: false) { return ["\(indent)- \(scalar)"] }
        if let table = item.table {
            let keys = table.keys.sorted()
            guard !keys.isEmpty else { return ["\(indent)- {}"] }
            var lines = keys.flatMap { yamlLines(key: $0, value: table[$0]!, indent: indent + "  ") }
            lines[0] = indent + "- " + lines[0].dropFirst(indent.count + 2)
            return lines
        }
        let nested = Array(item.array ?? TOMLArray())
        let flow = nested.compactMap { scalarText($0, inFlow: true) }
        if flow.count == nested.count { return ["\(indent)- [\(flow.joined(separator: ", "))]"] }
        var lines = ["\(indent)-"]
        for inner in nested { lines += itemLines(inner, indent: indent + "  ") }
        return lines
    }

    /// A scalar's YAML text, nil for a table or a list.
    static func scalarText(_ value: TOMLValueConvertible, inFlow: Bool) -> String? {
        switch value.type {
        case .string: return YAMLScalar.render(value.string ?? "", inFlow: inFlow)
        case .int: return value.int.map { String($0) }
        case .double: return value.double.map { YAMLScalar.render($0) }
        case .bool: return value.bool.map { $0 ? "true" : "false" }
        case .date: return value.date.map(dateText)
        case .time: return value.time.map { YAMLScalar.render(timeText($0), inFlow: inFlow) }
        case .dateTime: return value.dateTime.map(dateTimeText)
        case .table, .array: return nil
        }
    }

    static func dateText(_ date: TOMLDate) -> String {
        String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
    }

    static func timeText(_ time: TOMLTime) -> String {
        String(format: "%02d:%02d:%02d", time.hour, time.minute, time.second)
    }

    /// RFC 3339 with the offset the file gave (`Z` for zero), or a local date and time without one.
    static func dateTimeText(_ value: TOMLDateTime) -> String {
        let local = dateText(value.date) + "T" + timeText(value.time)
        guard let minutes = value.offset?.offset else { return local }
        if minutes == 0 { return local + "Z" }
        let sign = minutes < 0 ? "-" : "+"
        return local + String(format: "%@%02d:%02d", sign, abs(minutes) / 60, abs(minutes) % 60)
    }
}
