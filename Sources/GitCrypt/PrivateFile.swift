import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A key file: written whole, readable by its owner only (0600), put in place by a rename.
public enum PrivateFile {
    /// Writes `data` to `url` through a temporary file beside it; an existing file is replaced only
    /// once the new one is complete. Throws `POSIXError`.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = url.path + ".tmp-\(getpid())"
        unlink(temporary)
        let fd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw posixError() }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary, url.path) == 0 else { throw posixError() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
