import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Counting the commits of one line of history not in another")
struct CommitCountTests {
    @Test("each way across a merge, and all of history without a hidden commit: what git rev-list --count says")
    func countsAsRevList() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            func id(_ revision: String) throws -> ObjectID {
                try #require(ObjectID(hex: try sandbox.git("rev-parse", revision).trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            func revList(_ range: String) throws -> Int {
                try #require(Int(try sandbox.git("rev-list", "--count", range).trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            try sandbox.write("a.md", "base\n")
            try sandbox.git("add", "a.md")
            try sandbox.git("commit", "-qm", "base")
            try sandbox.git("checkout", "-q", "-b", "other")
            for text in ["one\n", "two\n", "three\n"] {
                try sandbox.write("b.md", text)
                try sandbox.git("add", "b.md")
                try sandbox.git("commit", "-qm", "other \(text)")
            }
            try sandbox.git("checkout", "-q", "-")
            try sandbox.write("a.md", "ours\n")
            try sandbox.git("commit", "-qam", "ours")
            try sandbox.git("merge", "-q", "--no-edit", "other")
            let (head, other, base) = (try id("HEAD"), try id("other"), try id("HEAD~1~1"))

            #expect(try repository.commitCount(from: other, notIn: try id("HEAD^1")) == 3)
            #expect(try repository.commitCount(from: head, notIn: other) == revList("other..HEAD"))
            #expect(try repository.commitCount(from: head, notIn: other) == 2, "our commit and the merge")
            #expect(try repository.commitCount(from: other, notIn: head) == 0)
            #expect(try repository.commitCount(from: head, notIn: base) == revList("\(base.hex)..HEAD"))
            #expect(try repository.commitCount(from: head, notIn: nil) == revList("HEAD"))
            #expect(try repository.commitCount(from: head, notIn: nil) == 6)
        }
    }
}
