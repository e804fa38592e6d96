import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output: the one way every command of both programs (`diary`, and `diary-serve` for `diary
/// serve`) writes to it.
///
/// Every write is checked, to the last byte. One that fails throws `StandardOutputError`, which each
/// program turns into one `error:` line and exit 1 (a full disk, `/dev/full`, an output that was
/// closed), never a crash; a reader that went away (EPIPE: `diary log | head -1`) ends it quietly
/// (`StandardOutputError.readerWentAway`).
public enum StandardOutput {
    /// Set when the program started with no standard output at all (`diary list >&-`): descriptor 1 then
    /// holds /dev/null, so that no file the program opens can take its number and receive its output.
    nonisolated(unsafe) private static var closedAtStart = false

    /// Makes sure descriptors 0, 1 and 2 are open, each on /dev/null when it was closed; run first thing.
    public static func claimStandardDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
            if fd == STDOUT_FILENO { closedAtStart = true }
        }
    }

    /// Writes `text` whole.
    /// - Throws: `StandardOutputError` with the errno of the write that failed.
    public static func write(_ text: String) throws(StandardOutputError) {
        var text = text
        let code = text.withUTF8 { closedAtStart ? EBADF : writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        if code != 0 { throw StandardOutputError(code: code) }
    }

    /// Writes `bytes` whole.
    /// - Throws: `StandardOutputError` with the errno of the write that failed.
    public static func write<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(StandardOutputError) {
        if closedAtStart { throw StandardOutputError(code: EBADF) }
        let code = writeAll(bytes, to: STDOUT_FILENO)
        if code != 0 { throw StandardOutputError(code: code) }
    }
}

/// Standard output could not take what a program wrote; `code` is the errno (ENOSPC, EPIPE, EBADF, EIO).
public struct StandardOutputError: Error {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The system's words for what went wrong.
    public var reason: String { String(cString: strerror(code)) }

    /// When the reader went away (EPIPE): ends the program quietly by SIGPIPE, as it ends git and grep,
    /// also when whoever started it had SIGPIPE ignored. Returns for any other failure.
    public func endQuietlyIfReaderWentAway() {
        guard code == EPIPE else { return }
        signal(SIGPIPE, SIG_DFL)
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
        raise(SIGPIPE)
        // Not ended by the signal after all: as quietly, with the status a shell gives it.
        Foundation.exit(128 + SIGPIPE)
    }
}
