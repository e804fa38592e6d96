import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes all of `bytes` to `fd`: again after EINTR, and on after a short write. Returns 0, or the errno
/// of the write that failed (ENOSPC for a full disk; EPIPE for a reader that went away). A write that
/// takes nothing, which a regular file or a pipe never does, counts as EIO rather than a loop forever.
public func writeAll<Bytes: ContiguousBytes>(_ bytes: Bytes, to fd: Int32) -> Int32 {
    bytes.withUnsafeBytes { raw -> Int32 in
        guard let base = raw.baseAddress else { return 0 }
        var offset = 0
        while offset < raw.count {
            let written = write(fd, base + offset, raw.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }
}
