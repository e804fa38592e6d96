import Foundation
import GitCrypt
import GitKit
import TestSupport
import Testing

/// git-crypt's filter a piece at a time: the same bytes as whole, checked before anything goes out, and
/// libgit2's own uses of the filter (checkout, status) spilling a large file to disk, not to memory.
@Suite("git-crypt, streamed")
struct GitCryptStreamingTests {
    /// Sizes around the filter's piece (1 MiB) and the AES block (16 bytes).
    static let sizes = [
        0, 1, 15, 16, 17, FilterInput.pieceSize - 23, FilterInput.pieceSize - 1, FilterInput.pieceSize,
        FilterInput.pieceSize + 1, FilterInput.pieceSize + 22, 2 * FilterInput.pieceSize + 37
    ]

    static func text(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) })
    }

    static func streamed(_ data: Data, _ body: (FilterInput, (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Data {
        var out = Data()
        try data.withUnsafeBytes { bytes in try body(FilterInput(bytes: bytes)) { out.append(contentsOf: $0) } }
        return out
    }

    @Test("encrypting and decrypting in pieces gives the very bytes of doing it whole")
    func sameBytes() throws {
        let key = GitCryptKey.generate()
        for size in Self.sizes {
            let plain = Self.text(size)
            let whole = try GitCryptCipher.encrypt(plain, with: key)
            let pieces = try Self.streamed(plain) { try GitCryptCipher.encrypt($0, with: key, into: $1) }
            #expect(pieces == whole, "encrypted \(size) bytes")
            let back = try Self.streamed(whole) { try GitCryptCipher.decrypt($0, with: key, into: $1) }
            #expect(back == plain, "decrypted \(size) bytes")
            #expect(try GitCryptCipher.decrypt(whole, with: key) == plain)
        }
    }

    @Test("a file read through its descriptor, twice, encrypts as its bytes do")
    func fileInput() throws {
        try Sandbox.with { sandbox in
            let key = GitCryptKey.generate()
            let plain = Self.text(2 * FilterInput.pieceSize + 5)
            let url = sandbox.root.appendingPathComponent("big.bin")
            try plain.write(to: url)
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var out = Data()
            let input = FilterInput(file: handle.fileDescriptor, count: plain.count, name: "big.bin")
            try GitCryptCipher.encrypt(input, with: key) { out.append(contentsOf: $0) }
            #expect(out == (try GitCryptCipher.encrypt(plain, with: key)))
            let short = FilterInput(file: handle.fileDescriptor, count: plain.count + 1, name: "big.bin")
            let shrank = #expect(throws: FilterInputError.self) { try GitCryptCipher.encrypt(short, with: key) { _ in } }
            #expect(shrank?.problem == .shrankWhileRead(path: "big.bin", expected: plain.count + 1))
        }
    }

    @Test("damaged ciphertext gives out nothing; text that changes between the two readings is refused")
    func checkedFirst() throws {
        let key = GitCryptKey.generate()
        let plain = Self.text(FilterInput.pieceSize + 100)
        var damaged = try GitCryptCipher.encrypt(plain, with: key)
        damaged[damaged.count - 1] ^= 1
        var handedOut = 0
        #expect(throws: GitCryptError.tampered) {
            try damaged.withUnsafeBytes { bytes in
                try GitCryptCipher.decrypt(FilterInput(bytes: bytes), with: key) { handedOut += $0.count }
            }
        }
        #expect(handedOut == 0, "nothing of a damaged file goes out")

        // The second reading differs from the first (a file edited while it was being committed).
        var readings = 0
        let changing = FilterInput(count: plain.count) { body in
            readings += 1
            var text = plain
            if readings > 1 { text[0] ^= 1 }
            try text.withUnsafeBytes { try body($0) }
        }
        #expect(throws: GitCryptError.changedWhileReading) { try GitCryptCipher.encrypt(changing, with: key) { _ in } }
        let encrypted = try GitCryptCipher.encrypt(plain, with: key)
        #expect(throws: GitCryptError.alreadyEncrypted) {
            try encrypted.withUnsafeBytes { try GitCryptCipher.encrypt(FilterInput(bytes: $0), with: key) { _ in } }
        }
    }

    @Test("libgit2's checkout and status run a large file through the filter and leave no copy behind")
    func libgit2Filter() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write(".gitattributes", "*.bin filter=git-crypt diff=git-crypt\n.gitattributes !filter !diff\n")
            let key = GitCryptKey.generate()
            try repository.installGitCryptKey(key)
            let plain = Self.text(3 * FilterInput.pieceSize + 11)
            try sandbox.write("big.bin", bytes: plain)
            let head = try repository.commit(paths: [".gitattributes", "big.bin"], message: "Big")
            let stored = try #require(try repository.storedContents(of: "big.bin", at: head))
            #expect(stored == (try GitCryptCipher.encrypt(plain, with: key)), "streamed into the object store as git-crypt would")

            // Another repository fetches it with plain git and checks it out with libgit2, the key installed.
            let other = sandbox.root.appendingPathComponent("other")
            try sandbox.git("init", "-q", other.path)
            try sandbox.git(in: other, "fetch", "-q", sandbox.repo.path, "HEAD")
            let fetched = try #require(
                ObjectID(hex: try sandbox.git(in: other, "rev-parse", "FETCH_HEAD").trimmingCharacters(in: .whitespacesAndNewlines)))
            let checkout = try Repository.open(at: other)
            try checkout.installGitCryptKey(key)
            try checkout.updateWorkTree(to: fetched, from: nil)
            #expect(try Data(contentsOf: other.appendingPathComponent("big.bin")) == plain, "smudged by libgit2's checkout")

            // Touched, so libgit2's status hashes it again through the filter: unchanged.
            let url = sandbox.repo.appendingPathComponent("big.bin")
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: url.path)
            #expect(try repository.status() == [])

            for folder in [sandbox.repo, other] {
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".git").path)
                    .filter { $0.hasPrefix("filter-") }
                #expect(leftovers.isEmpty, "the filter's copies have no name: \(leftovers)")
            }
        }
    }
}
