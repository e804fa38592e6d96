import Foundation
import GitCrypt
import GitKit
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// The reasons VaultKit tells apart are data; the program words them in its language (`FileReason`).
@Suite("Why a file could not be read or written, worded at the edge")
struct FileReasonTextTests {
    /// Each reason VaultKit builds no sentence for, with the English it had when VaultKit wrote it itself.
    static let english: [(FileReason, String)] =
        [
            (.notARegularFile, "not a regular file"),
            (.linkWouldNotReadBack, "the entry with the link would not read back as itself"),
            (.entryEndsInsideCodeBlock, "the entry ends inside a code block (a ``` fence never closed); close it, then attach again"),
            (.nothingToCommit, "nothing to commit"),
            (.fileWhereFolderBelongs, "it is a file where a folder belongs; move it away"),
            (.lineBreakInFileName, "a line break in a file name"),
            (.missingOrUnreadable, "no such file, or it cannot be read")
        ] + gitCrypt.map { (.encryption($0), $0.description) }

    /// Every problem git-crypt's code tells apart; its English `description` is what the message said.
    static let gitCrypt: [GitCryptError] = [
        .malformedKey, .incompatibleKey, .emptyKey, .missingKeyVersion(7), .tampered, .alreadyEncrypted, .tooLarge,
        .changedWhileReading
    ]

    @Test("in English, each reason is the sentence VaultKit used to write, byte for byte")
    func englishUnchanged() {
        for (reason, sentence) in Self.english {
            #expect(reason.text(in: EnglishText()) == sentence)
        }
        #expect(
            VaultError.unwritable(file: "2026/11/media", reason: .fileWhereFolderBelongs).message(in: EnglishText())
                == EnglishText().unwritable(file: "2026/11/media", reason: "it is a file where a folder belongs; move it away"))
    }

    @Test("in Korean, each reason is Korean, its own, and a clause the message goes on after")
    func koreanWorded() {
        let korean = Self.english.map { $0.0.text(in: KoreanText()) }
        #expect(Set(korean).count == korean.count)
        for (text, (_, english)) in zip(korean, Self.english) {
            #expect(text != english)
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(text)")
            #expect(!text.hasSuffix("."), "\(text)")
        }
        #expect(FileReason.encryption(.missingKeyVersion(7)).text(in: KoreanText()).contains("7"))
        let message = VaultError.unwritable(file: "2026/11/21.md", reason: .nothingToCommit).message(in: KoreanText())
        #expect(message == KoreanText().unwritable(file: "2026/11/21.md", reason: "커밋할 것이 없습니다"))
    }

    @Test("a filter driver's failure: git-crypt's reason typed, another driver's words as they are")
    func filterDriverFailure() {
        let crypt = FilterDriverFailure(path: "a.md", reason: "\(GitCryptError.alreadyEncrypted)", cause: GitCryptError.alreadyEncrypted)
        #expect(FileReason(crypt) == .encryption(.alreadyEncrypted))
        #expect(FileReason(crypt).text(in: KoreanText()) == KoreanText().encryptedAlready)
        #expect(FileReason(crypt).text(in: EnglishText()) == crypt.reason)
        let other = FilterDriverFailure(path: "a.md", reason: "lfs: object missing")
        #expect(FileReason(other) == .text("lfs: object missing"))
    }

    @Test("the system's words are shown as they are, in every language")
    func systemWordsAsGiven() {
        let reason = FileReason.errno(ENOENT)
        #expect(reason == .text(String(cString: strerror(ENOENT))))
        #expect(reason.text(in: EnglishText()) == reason.text(in: KoreanText()))
    }
}
