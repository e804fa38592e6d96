import Yams

/// Reads any front matter through Yams, keeping scalars as the strings the file holds.
enum YamsFrontMatterReader {
    /// - Parameter lineOffset: lines before the block in the file (the opening `---`), for error positions.
    static func read(_ block: String, source: SourceLines, file: String, lineOffset: Int) throws -> (preamble: Int, fields: [SourceField]) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: block, .basic)
        } catch let error as YamlError {
            throw describe(error, in: block, file: file, lineOffset: lineOffset)
        } catch {
            throw VaultError.malformedFrontMatter(file: file, line: nil, problem: .yaml(String(describing: error)))
        }
        guard let root else { return (source.count, []) }
        guard let mapping = root.mapping else {
            throw VaultError.malformedFrontMatter(
                file: file, line: (root.mark?.line ?? 1) + lineOffset,
                problem: .notKeyValueLines)
        }
        var entries: [(key: String, value: YAMLTree, line: Int, column: Int)] = []
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw VaultError.malformedFrontMatter(
                    file: file, line: (keyNode.mark?.line ?? 1) + lineOffset,
                    problem: .keyNotText)
            }
            entries.append((key, tree(valueNode), keyNode.mark?.line ?? 0, keyNode.mark?.column ?? 0))
        }
        // Fields can be cut out by line when every key starts its own line at column 1.
        let lines = entries.map(\.line)
        let cuttable =
            entries.allSatisfy { $0.column == 1 && $0.line >= 1 }
            && zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }
            && (lines.last ?? 0) <= source.count
        var fields: [SourceField] = []
        for (n, entry) in entries.enumerated() {
            var text: String?
            if cuttable {
                let end = n + 1 < entries.count ? entries[n + 1].line - 1 : source.count
                text = source.text((entry.line - 1)..<end)
            }
            fields.append(SourceField(key: entry.key, value: entry.value, text: text, line: entry.line))
        }
        let preamble = cuttable ? (entries.first.map { $0.line - 1 } ?? source.count) : 0
        return (preamble, fields)
    }

    static func tree(_ node: Node) -> YAMLTree {
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any)
        case .sequence(let sequence):
            return .list(sequence.map(tree))
        case .mapping(let mapping):
            return .map(mapping.map { YAMLPair(key: $0.key.scalar?.string ?? "", value: tree($0.value)) })
        case .alias:
            return .scalar("", plain: true)
        }
    }

    /// One line from a Yams error: the problem and where, in file lines. libyaml notices an unclosed bracket
    /// or quote, or a key without its colon, only lines later (often at the `---` after the block): such an
    /// error names the line where the unfinished construct began (libyaml's context), and no error names a
    /// line past the last one with text. A duplicate key names the line where it comes again.
    static func describe(_ error: YamlError, in block: String, file: String, lineOffset: Int) -> VaultError {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        let lastWithText = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) }.map { $0 + 1 } ?? 1
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            // An unclosed `[`, `{` or quote, or a key still waiting for its colon, began at its context's line.
            let unfinished = context.flatMap { context in
                ["flow", "quoted", "simple key"].contains(where: context.text.contains) ? context.mark.line : nil
            }
            let line = min(unfinished ?? mark.line, lastWithText)
            let tab = problem.contains("cannot start any token")
            return .malformedFrontMatter(file: file, line: line + lineOffset, problem: tab ? .tabIndent(problem) : .yaml(problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let again = duplicates.sorted().compactMap { key in
                lines.indices.filter { lines[$0].hasPrefix(key + ":") }.dropFirst().first.map { $0 + 1 }
            }.min()
            return .malformedFrontMatter(
                file: file, line: (again ?? context.mark.line) + lineOffset,
                problem: .duplicateKeys(duplicates))
        default:
            let problem = String(describing: error).split(separator: "\n").first.map { FrontMatterProblem.yaml(String($0)) }
            return .malformedFrontMatter(file: file, line: nil, problem: problem ?? .invalidYAML)
        }
    }
}
