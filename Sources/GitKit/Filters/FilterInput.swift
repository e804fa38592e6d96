import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes a filter driver transforms, handed over a piece at a time and as often as the driver asks:
/// git-crypt reads them twice (once for the nonce, an HMAC of them all, once to encrypt), and a large
/// file is never held in memory whole.
public struct FilterInput {
    /// How many bytes there are.
    public let count: Int
    private let reader: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// At most this many bytes in a piece; every piece but the last has exactly this many.
    public static let pieceSize = 1 << 20

    /// Hands every byte, in order, to `body` in pieces (see `pieceSize`); may be called again, and each
    /// call starts from the first byte. A piece is valid only during its call.
    public func forEachPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try reader(body)
    }

    /// `count` bytes that `reader` hands, in order, to the closure it is given, each time it is called.
    public init(count: Int, reader: @escaping ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) {
        self.count = count
        self.reader = reader
    }

    /// The bytes at `bytes`, which must stay valid and unchanged while the input is used.
    public init(bytes: UnsafeRawBufferPointer) {
        count = bytes.count
        reader = { body in
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + Self.pieceSize, bytes.count)
                try body(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                offset = end
            }
        }
    }

    /// The first `count` bytes of the open file `descriptor`, read from its start each time (pread: the
    /// file's offset is left alone). Throws `FilterInputError` when it cannot be read or has fewer bytes;
    /// `name` is how the error names the file.
    public init(file descriptor: Int32, count: Int, name: String) {
        self.count = count
        reader = { body in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.pieceSize, alignment: 16)
            defer { buffer.deallocate() }
            var offset = 0
            while offset < count {
                let wanted = min(Self.pieceSize, count - offset)
                var filled = 0
                while filled < wanted {
                    let read = pread(descriptor, buffer.baseAddress! + filled, wanted - filled, off_t(offset + filled))
                    if read < 0, errno == EINTR { continue }
                    if read < 0 { throw FilterInputError(name: name, systemReason: String(cString: strerror(errno)), expected: count) }
                    if read == 0 { throw FilterInputError(name: name, systemReason: nil, expected: count) }
                    filled += read
                }
                try body(UnsafeRawBufferPointer(rebasing: buffer[0..<wanted]))
                offset += wanted
            }
        }
    }

    /// The first `length` bytes (all of them when there are fewer), read without going through the rest.
    public func prefix(_ length: Int) throws -> Data {
        struct Enough: Error {}
        var start = Data()
        do {
            try forEachPiece { piece in
                start.append(contentsOf: piece.prefix(length - start.count))
                if start.count >= length { throw Enough() }
            }
        } catch is Enough {}
        return start
    }

    /// All the bytes in one `Data` (for a driver that can only take them whole).
    public func gathered() throws -> Data {
        var data = Data(capacity: count)
        try forEachPiece { data.append(contentsOf: $0) }
        return data
    }
}

/// A filter's input could not be read (a file that shrank or failed while a driver read it).
public struct FilterInputError: Error, CustomStringConvertible, Sendable {
    public let name: String
    /// The system's reason (`strerror`); nil when the file ended before `expected` bytes.
    public let systemReason: String?
    /// The bytes the file was to have.
    public let expected: Int

    public init(name: String, systemReason: String?, expected: Int) {
        self.name = name
        self.systemReason = systemReason
        self.expected = expected
    }

    /// What went wrong, typed, for the program to word.
    public var problem: GitProblem {
        systemReason.map { .fileOperation(.read, path: name, reason: $0) } ?? .shrankWhileRead(path: name, expected: expected)
    }

    /// The problem's developer spelling.
    public var description: String { "\(problem)" }
}
