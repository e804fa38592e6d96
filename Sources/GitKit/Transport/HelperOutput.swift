import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A helper's standard output, read on one thread of its own as it comes (so that the helper never
/// blocks on a full pipe) until the pipe is closed, or, once the helper has exited, until nothing more is
/// there to read (a helper's daemon may keep the pipe open after git itself is gone). One reader reads
/// every chunk, so none is lost, read twice or put out of order, however loaded the machine.
final class HelperOutput: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var storage = Data()
    private var exited = false
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle`'s descriptor, which must stay open until `finish` returns.
    init(reading handle: FileHandle) {
        descriptor = handle.fileDescriptor
        Thread.detachNewThread { [self] in run() }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let hasExited = lock.withLock { exited }
            let ready = poll(&watched, 1, hasExited ? 0 : 50)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                if hasExited { break }
                continue
            }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            if count == 0 { break }  // closed by every writer
            lock.withLock { storage.append(contentsOf: buffer[0..<count]) }
        }
        done.signal()
    }

    /// Everything the helper wrote, once it has exited (or been killed): what is still in the pipe is read first.
    func finish() -> Data {
        lock.withLock { exited = true }
        done.wait()
        return lock.withLock { storage }
    }
}
