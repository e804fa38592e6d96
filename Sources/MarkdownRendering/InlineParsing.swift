import Ccmark_gfm
import Foundation

/// `cmark_parser_finish`, one thread at a time.
///
/// cmark-gfm 0.29.0.gfm.6 keeps the characters at which its inline scanner stops in a global table, and every
/// parse adds its extensions' characters to it (`~` for strikethrough; `:` and `w` for bare links) when it
/// starts on the inlines and takes them out again when it is done. Two parses at once therefore race: the one
/// that finishes first takes `~` away from the other, which then leaves `~~struck~~` as it is (one render in
/// twenty on two threads, in a test of the library alone). The inlines are parsed inside
/// `cmark_parser_finish` and nowhere else, so that call is the one held under a lock; reading the blocks
/// (`cmark_parser_feed`) and rendering run on every thread at once.
enum InlineParsing {
    private static let lock = NSLock()

    static func finish(_ parser: OpaquePointer) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        return cmark_parser_finish(parser)
    }
}
