import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Entry pages as last made, each with the stat data (`FileStamp`) of every file it was made from: the entry,
/// its month's folder and every file in it (the list beside the entry), its attachments. A page is sent again
/// while every one of those files is unchanged, and made afresh from the files otherwise, so an edit made
/// anywhere (diary, an editor, `git pull`) shows on the next load. Derived from the files only, never the
/// only truth: nothing is kept on disk, and a page made while one of its files was changing is not kept
/// (its stat data could not vouch for the bytes read, as git's racily clean entries).
final class EntryPageCache: Sendable {
    static let shared = EntryPageCache()

    /// At most this many pages (about 25 KB each) are kept; beyond it, the oldest made goes.
    static let limit = 200

    private struct Made {
        let html: String
        let stamps: [FileStamp]
        let serial: Int
    }

    private let pages = Mutex<(made: [String: Made], serial: Int)>(([:], 0))

    /// The page `key` names, made by `make` unless the one kept is still true to its files. `make` returns the
    /// page and the files it was made from (absolute paths, folders included).
    func page(_ key: String, make: () throws -> (html: String, files: [String])) rethrows -> String {
        if let kept = pages.withLock({ $0.made[key] }), kept.stamps.allSatisfy({ FileStamp($0.path) == $0 }) {
            return kept.html
        }
        let started = Self.now()
        let (html, files) = try make()
        let stamps = files.map(FileStamp.init)
        // A file changed while the page was made (or the very moment before): the page is sent, not kept.
        guard !stamps.contains(where: { $0.changed(since: started) }) else { return html }
        pages.withLock { state in
            state.serial += 1
            state.made[key] = Made(html: html, stamps: stamps, serial: state.serial)
            if state.made.count > Self.limit, let oldest = state.made.min(by: { $0.value.serial < $1.value.serial })?.key {
                state.made[oldest] = nil
            }
        }
        return html
    }

    /// The clock file times are set from, a tick early: a change in the same tick as this moment counts as
    /// after it.
    private static func now() -> timespec {
        var moment = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &moment)
        moment.tv_sec -= 1
        return moment
    }
}
