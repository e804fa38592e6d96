import Foundation

/// Where lines end in UTF-8 text, found with the C library's `memchr`, which looks at many bytes at a
/// time: lists and searches cut thousands of files into lines, and a byte-by-byte loop is several times
/// slower (many times slower in a debug build, where a 10 MB front matter must still be refused in a moment).
enum LineBreaks {
    /// The offset of the first `\n` at or after `start`, or `bytes.count` when there is none.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
