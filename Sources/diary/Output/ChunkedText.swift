/// Output built as UTF-8 bytes on several cores: one chunk per worker, in order, each holding whole
/// characters. Written as it is when it goes to a pipe or a file (see `Pager.write(chunks:)`), and made
/// one string only for a pager or a test.
struct ChunkedText {
    var chunks: [[UInt8]]

    init(_ chunks: [[UInt8]]) { self.chunks = chunks }

    mutating func append(_ text: String) { chunks.append(Array(text.utf8)) }

    /// The chunks one after another, written straight into the string's storage (no joined copy of the
    /// bytes first: tens of MB for a search with 100,000 hits).
    var string: String {
        let total = chunks.reduce(0) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            for chunk in chunks {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + chunk.count)]).initialize(from: chunk)
                offset += chunk.count
            }
            return offset
        }
    }
}
