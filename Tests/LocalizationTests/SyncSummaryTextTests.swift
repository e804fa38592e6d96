import Testing

@testable import Localization

/// `diary sync`'s last line: entries and commits each named for what they are, in English and Korean.
@Suite struct SyncSummaryTextTests {
    private func line(
        _ text: any CoreText, received: Int = 0, receivedCommits: Int? = 0, sent: Int = 0, sentCommits: Int = 0,
        merged: Int = 0
    ) -> String {
        text.syncSummary(
            remote: "origin", outsideEdits: 0, receivedEntries: received, receivedCommits: receivedCommits,
            sentEntries: sent, sentCommits: sentCommits, mergedEntries: merged, renamed: [], attention: [])
    }

    @Test("English: entries and commits counted apart, singular and plural right")
    func english() {
        let text = EnglishText()
        #expect(
            line(text, received: 3, receivedCommits: 2, sent: 2, sentCommits: 2, merged: 1)
                == "Synced with origin: received 3 entries (2 commits), sent 2 entries (2 commits), merged 1 entry.")
        #expect(
            line(text, received: 1, receivedCommits: 1, sent: 1, sentCommits: 1)
                == "Synced with origin: received 1 entry (1 commit), sent 1 entry (1 commit).")
        // A commit that changed no entry (a setting) is still told; no commit, no parenthesis; a count of
        // nothing is left out, and nothing at all either way says so.
        #expect(line(text, receivedCommits: 1) == "Synced with origin: received 0 entries (1 commit).")
        #expect(line(text, sent: 2, sentCommits: 2, merged: 1) == "Synced with origin: sent 2 entries (2 commits), merged 1 entry.")
        #expect(line(text) == "Synced with origin: nothing new on either side.")
        // A finished interrupted sync whose journal did not keep its commit count: the entries only.
        #expect(line(text, received: 4, receivedCommits: nil) == "Synced with origin: received 4 entries.")
    }

    @Test("Korean: 일기 in 편, commits in 개, the parenthesis only when there were commits")
    func korean() {
        let text = KoreanText()
        #expect(
            line(text, received: 3, receivedCommits: 2, sent: 2, sentCommits: 2, merged: 1)
                == "origin과 동기화했습니다: 받은 일기 3편(커밋 2개), 보낸 일기 2편(커밋 2개), 병합한 일기 1편.")
        #expect(line(text) == "origin과 동기화했습니다: 양쪽 모두 새로운 것이 없습니다.")
        #expect(line(text, received: 2, receivedCommits: nil) == "origin과 동기화했습니다: 받은 일기 2편.")
    }

    @Test("the parts both languages word: every count of nothing left out, commits only when some")
    func parts() {
        #expect(
            SyncSummaryPart.parts(
                outsideEdits: 0, receivedEntries: 2, receivedCommits: 0, sentEntries: 0, sentCommits: 1, mergedEntries: 0,
                renamed: [], attention: ["a.md"]) == [.received(entries: 2, commits: nil), .sent(entries: 0, commits: 1), .attention(["a.md"])])
        #expect(
            SyncSummaryPart.parts(
                outsideEdits: 0, receivedEntries: 0, receivedCommits: nil, sentEntries: 0, sentCommits: 0, mergedEntries: 0,
                renamed: [], attention: []
            ).isEmpty)
    }
}
