import Foundation
import GitKit

extension GitCryptCipher {
    /// True when the file at `url` starts with git-crypt's header (only its first bytes are read); false
    /// too for a file that cannot be read.
    public static func isEncrypted(fileAt url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count + nonceLength)) ?? Data()
        return isEncrypted(start)
    }

    /// The plain text of the file at `url`, handed to `output` a piece at a time (see
    /// `decrypt(_:with:checkingFirst:into:)`); the file is never read into memory whole.
    public static func decrypt(
        fileAt url: URL, with key: GitCryptKey, checkingFirst: Bool = true, into output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let count = Int(try handle.seekToEnd())
        let input = FilterInput(file: handle.fileDescriptor, count: count, name: url.lastPathComponent)
        try decrypt(input, with: key, checkingFirst: checkingFirst, into: output)
    }
}
