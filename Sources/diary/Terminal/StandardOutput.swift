import FileWriting
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output: the one way every command (and `--help`, `--version`) writes to it.
///
/// Every write is checked, to the last byte. One that fails throws `StandardOutputError`, which
/// `Diary.main` turns into one `error:` line and exit 1 (a full disk, `/dev/full`, an output that was
/// closed), never a crash. A reader that went away (EPIPE: `diary log | head -1`) ends diary quietly by
/// SIGPIPE, as it ends git and grep, also when whoever started diary had SIGPIPE ignored.
enum StandardOutput {
    /// Set when diary started with no standard output at all (`diary list >&-`): descriptor 1 then holds
    /// /dev/null, so that no file diary opens can take its number and receive its output.
    nonisolated(unsafe) private static var closedAtStart = false

    /// Makes sure descriptors 0, 1 and 2 are open, each on /dev/null when it was closed; run first thing.
    static func claimStandardDescriptors() {
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
    static func write(_ text: String) throws(StandardOutputError) {
        var text = text
        let code = text.withUTF8 { closedAtStart ? EBADF : writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        if code != 0 { throw StandardOutputError(code: code) }
    }

    /// Writes `bytes` whole.
    /// - Throws: `StandardOutputError` with the errno of the write that failed.
    static func write<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(StandardOutputError) {
        if closedAtStart { throw StandardOutputError(code: EBADF) }
        let code = writeAll(bytes, to: STDOUT_FILENO)
        if code != 0 { throw StandardOutputError(code: code) }
    }
}

/// Standard output could not take what a command wrote; `code` is the errno (ENOSPC, EPIPE, EBADF, EIO).
struct StandardOutputError: Error {
    let code: Int32

    /// Ends diary: quietly by SIGPIPE when the reader went away, else with one `error:` line and exit 1.
    func exit() -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
            raise(SIGPIPE)
            // Not ended by the signal after all: as quietly, with the status a shell gives it.
            Foundation.exit(128 + SIGPIPE)
        }
        Terminal.printError(Strings.current.standardOutputUnwritable(reason: String(cString: strerror(code))))
        Foundation.exit(1)
    }
}
