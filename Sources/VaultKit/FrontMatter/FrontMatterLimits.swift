internal import Clibyaml

/// Bounds on a front-matter block, checked before Yams builds anything from it.
///
/// A YAML alias bomb (each anchor repeating the one before), a hundred thousand keys or ten thousand
/// levels of nesting are a few kilobytes of text that cost a YAML reader gigabytes or minutes; one such
/// entry must not stop a list of all the others. Real front matter holds a dozen keys a few levels deep,
/// so the limits are far above it. The size is checked on the bytes; the rest on libyaml's event stream
/// (the parser inside Yams, which keeps no tree), counting every alias as the values it stands for, so
/// the check takes time and memory in proportion to the text and nothing more.
enum FrontMatterLimits {
    /// Bytes between the `---` lines.
    static let maxBytes = 256 * 1024
    /// Keys in all the maps of the block, aliases counted as what they repeat.
    static let maxKeys = 2_000
    /// Values (keys, scalars, lists and maps) once every alias is replaced by what it repeats.
    static let maxValues = 20_000
    /// Lists and maps inside one another.
    static let maxDepth = 32

    /// Refuses a block of more than `maxBytes`.
    static func checkSize(_ block: String, file: String) throws {
        let bytes = block.utf8.count
        guard bytes <= maxBytes else {
            throw VaultError.malformedFrontMatter(file: file, line: nil, problem: .tooLarge(bytes: bytes, limit: maxBytes))
        }
    }

    /// Refuses a block whose keys, values after alias expansion or nesting pass the limits, naming the
    /// line where the limit was passed. YAML errors are left for Yams to report in its own words.
    /// - Parameter lineOffset: lines before the block in the file (the opening `---`), for error positions.
    static func checkStructure(_ block: String, file: String, lineOffset: Int) throws {
        var counter = Counter()
        let problem: (FrontMatterProblem, line: Int)? =
            block.utf8.withContiguousStorageIfAvailable { bytes in
                counter.run(bytes)
            } ?? Array(block.utf8).withUnsafeBufferPointer { counter.run($0) }
        if let problem {
            throw VaultError.malformedFrontMatter(file: file, line: problem.line + lineOffset, problem: problem.0)
        }
    }

    /// Walks libyaml's events, keeping for each open list or map the values and keys inside it so far.
    private struct Counter {
        struct Size {
            var values = 0, keys = 0
        }
        struct Open {
            var inside = Size()
            var anchor: String?
            var isMap: Bool
            var children = 0
        }

        /// What each anchor's value holds, for the aliases that repeat it.
        var anchors: [String: Size] = [:]
        var open: [Open] = []
        var total = Size()

        /// The first limit passed and its 1-based line in the block, nil when none is (or the YAML is invalid).
        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> (FrontMatterProblem, line: Int)? {
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    // libyaml reads ahead over every `[` and `{` of a flow collection and gives up at
                    // its own nesting limit, in words that name its C function: say it as ours.
                    guard Int(parser.flow_level) + open.count > FrontMatterLimits.maxDepth else { return nil }
                    return (.tooDeep(limit: FrontMatterLimits.maxDepth), Int(parser.problem_mark.line) + 1)
                }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    finish(Size(values: 1), anchor: name(event.data.scalar.anchor))
                case YAML_ALIAS_EVENT:
                    finish(name(event.data.alias.anchor).flatMap { anchors[$0] } ?? Size(values: 1), anchor: nil)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMap = event.type == YAML_MAPPING_START_EVENT
                    let anchor = name(isMap ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                    open.append(Open(anchor: anchor, isMap: isMap))
                    if open.count > FrontMatterLimits.maxDepth { return (.tooDeep(limit: FrontMatterLimits.maxDepth), line) }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    let size = Size(values: closed.inside.values + 1, keys: closed.inside.keys)
                    finish(size, anchor: closed.anchor, countedAlready: closed.inside)
                default:
                    continue
                }
                if total.keys > FrontMatterLimits.maxKeys { return (.tooManyKeys(limit: FrontMatterLimits.maxKeys), line) }
                if total.values > FrontMatterLimits.maxValues {
                    return (.tooManyValues(limit: FrontMatterLimits.maxValues), line)
                }
            }
        }

        /// A finished value holding `size` (itself included): a key when it is every other child of a map.
        /// `countedAlready` is what of it the total has had as its contents came.
        mutating func finish(_ size: Size, anchor: String?, countedAlready: Size = Size()) {
            if let anchor { anchors[anchor] = size }
            var size = size
            if let parent = open.indices.last {
                if open[parent].isMap, open[parent].children % 2 == 0 { size.keys += 1 }
                open[parent].children += 1
                open[parent].inside.values += size.values
                open[parent].inside.keys += size.keys
            }
            total.values += size.values - countedAlready.values
            total.keys += size.keys - countedAlready.keys
        }

        private func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
