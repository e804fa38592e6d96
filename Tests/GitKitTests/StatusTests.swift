import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Status")
struct StatusTests {
    @Test("status lists modified, new (one by one) and deleted files, staged or not")
    func statusEntries() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("keep.md", "k\n")
            try sandbox.write("mod.md", "m\n")
            try sandbox.write("del.md", "d\n")
            try sandbox.write("staged.md", "s\n")
            try repository.commit(paths: ["keep.md", "mod.md", "del.md", "staged.md"], message: "Start")
            #expect(try repository.status() == [])

            try sandbox.write("mod.md", "m2\n")
            try sandbox.delete("del.md")
            try sandbox.write("2026/11/new.md", "n\n")
            try sandbox.write("2026/11/other.md", "o\n")
            try sandbox.write("staged.md", "s2\n")
            try sandbox.write("added.md", "a\n")
            try sandbox.git("add", "staged.md", "added.md")
            try sandbox.write(".gitignore", "*.tmp\n")
            try sandbox.write("scratch.tmp", "ignored\n")

            let entries = try repository.status()
            #expect(Set(entries.map(\.path)) == [".gitignore", "2026/11/new.md", "2026/11/other.md", "added.md", "del.md", "mod.md", "staged.md"])
            let byPath = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0) })
            #expect(byPath["mod.md"] == StatusEntry(path: "mod.md", status: .modified, staged: false))
            #expect(byPath["del.md"] == StatusEntry(path: "del.md", status: .deleted, staged: false))
            #expect(byPath["2026/11/new.md"] == StatusEntry(path: "2026/11/new.md", status: .new, staged: false))
            #expect(byPath["staged.md"] == StatusEntry(path: "staged.md", status: .modified, staged: true))
            #expect(byPath["added.md"] == StatusEntry(path: "added.md", status: .new, staged: true))
        }
    }

    @Test("on an unborn HEAD everything is new")
    func statusOnUnbornHead() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            #expect(try repository.status() == [StatusEntry(path: "a.md", status: .new, staged: false)])
        }
    }
}
