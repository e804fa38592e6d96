import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A key file: written whole, readable by its owner only (0600), put in place by a rename.
public enum PrivateFile {
    /// Writes `data` to `url` through a temporary file beside it; an existing file is replaced only
    /// once the new one is complete, and not at all when `replacing` is false (the write then fails with
    /// EEXIST, even for a file that appeared meanwhile). Throws `POSIXError`.
    public static func write(_ data: Data, to url: URL, replacing: Bool = true) throws {
        let file = AtomicWrite(
            temporary: .at(url.path + ".tmp-\(getpid())"), mode: .fixed(0o600),
            replacesExisting: replacing)
        do throws(FileWriteError) {
            try file.write(data, to: url.path)
        } catch {
            throw POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO)
        }
    }
}
