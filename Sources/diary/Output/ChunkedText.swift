extension String {
    /// The UTF-8 `chunks` one after another, written straight into the string's storage (no joined copy of
    /// the bytes first: tens of MB for a search with 100,000 hits). Each chunk holds whole characters.
    init(joiningChunks chunks: [[UInt8]]) {
        let total = chunks.reduce(0) { $0 + $1.count }
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            for chunk in chunks {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + chunk.count)]).initialize(from: chunk)
                offset += chunk.count
            }
            return offset
        }
    }
}
