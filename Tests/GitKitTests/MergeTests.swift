import Clibgit2
import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Merge analysis, merge base and text merges")
struct MergeAnalysisTests {
    @Test("up to date, fast-forward, normal and unborn")
    func analysis() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let root = try repository.commitTree(base: nil, changes: ["a.md": Data("a\n".utf8)], parents: [], message: "Root")
            #expect(try repository.mergeAnalysis(theirs: root) == .unborn)
            try repository.updateBranch(to: root, expected: nil, message: "start")
            #expect(try repository.mergeAnalysis(theirs: root) == .upToDate)
            let ahead = try repository.commitTree(base: root, changes: ["b.md": Data("b\n".utf8)], parents: [root], message: "Ahead")
            #expect(try repository.mergeAnalysis(theirs: ahead) == .fastForward)
            let aside = try repository.commitTree(base: root, changes: ["c.md": Data("c\n".utf8)], parents: [root], message: "Aside")
            try repository.updateBranch(to: aside, expected: root, message: "aside")
            #expect(try repository.mergeAnalysis(theirs: ahead) == .normal)
            #expect(try repository.mergeAnalysis(theirs: root) == .upToDate)
            #expect(try repository.mergeBase(aside, ahead) == root)
            #expect(try repository.mergeBase(ahead, root) == root)
            let stranger = try repository.commitTree(base: nil, changes: ["z.md": Data("z\n".utf8)], parents: [], message: "Unrelated")
            #expect(try repository.mergeBase(aside, stranger) == nil)
            #expect(try sandbox.gitResult(["merge-base", aside.hex, stranger.hex]).status == 1)
        }
    }

    @Test("a clean three-way text merge")
    func cleanTextMerge() throws {
        let base = Data("one\ntwo\nthree\nfour\nfive\n".utf8)
        let ours = Data("ONE\ntwo\nthree\nfour\nfive\n".utf8)
        let theirs = Data("one\ntwo\nthree\nfour\nFIVE\nsix\n".utf8)
        let result = try Repository.mergeText(base: base, ours: ours, theirs: theirs, ourLabel: "laptop", theirLabel: "desktop")
        #expect(result.clean)
        #expect(String(decoding: result.merged, as: UTF8.self) == "ONE\ntwo\nthree\nfour\nFIVE\nsix\n")
        // The same change on both sides is no conflict.
        let same = try Repository.mergeText(base: base, ours: ours, theirs: ours, ourLabel: "a", theirLabel: "b")
        #expect(same.clean && same.merged == ours)
    }

    @Test("a conflicting text merge keeps both sides between labelled markers")
    func conflictingTextMerge() throws {
        let base = Data("title\nthe day was fine\nend\n".utf8)
        let ours = Data("title\nthe day was grey\nend\n".utf8)
        let theirs = Data("title\nthe day was sunny\nend\n".utf8)
        let result = try Repository.mergeText(base: base, ours: ours, theirs: theirs, ourLabel: "laptop (abc1234)", theirLabel: "desktop (def5678)")
        #expect(!result.clean)
        #expect(
            String(decoding: result.merged, as: UTF8.self) == """
                title
                <<<<<<< laptop (abc1234)
                the day was grey
                =======
                the day was sunny
                >>>>>>> desktop (def5678)
                end

                """)
        // Without a base (both sides created the text), differing texts conflict as a whole.
        let created = try Repository.mergeText(
            base: nil, ours: Data("mine\n".utf8), theirs: Data("yours\n".utf8), ourLabel: "ours", theirLabel: "theirs")
        #expect(!created.clean)
        let text = String(decoding: created.merged, as: UTF8.self)
        #expect(text.contains("mine\n") && text.contains("yours\n") && text.contains("<<<<<<< ours") && text.contains(">>>>>>> theirs"))
        // Empty texts merge to empty.
        let empty = try Repository.mergeText(base: Data(), ours: Data(), theirs: Data(), ourLabel: "a", theirLabel: "b")
        #expect(empty.clean && empty.merged.isEmpty)
    }

    @Test("binary input is refused, not half-merged")
    func binaryRefused() {
        #expect(throws: GitError.self) {
            _ = try Repository.mergeText(base: nil, ours: Data([0x61, 0x00, 0x62]), theirs: Data("b\n".utf8), ourLabel: "a", theirLabel: "b")
        }
    }
}

@Suite("Commits made from trees, and moving the branch")
struct CommitTreeTests {
    @Test("commitTree applies changes to the base tree without touching index or work tree")
    func commitTreeChanges() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("entries/2026/a.md", "a\n")
            try sandbox.write("entries/2026/b.md", "b\n")
            try sandbox.write("tool.sh", "#!/bin/sh\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.repo.appendingPathComponent("tool.sh").path)
            let base = try repository.commit(paths: ["entries/2026/a.md", "entries/2026/b.md", "tool.sh"], message: "Base")

            let id = try repository.commitTree(
                base: base,
                changes: [
                    "entries/2026/a.md": Data("a2\n".utf8), "entries/2026/b.md": nil,
                    "entries/2027/c.md": Data("c\n".utf8), "tool.sh": Data("#!/bin/sh\necho\n".utf8)
                ],
                parents: [base], message: "Changes")
            #expect(try repository.head() == base)
            #expect(try sandbox.git("status", "--porcelain") == "")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", id.hex) == ["entries/2026/a.md", "entries/2027/c.md", "tool.sh"])
            #expect(try sandbox.git("ls-tree", id.hex, "tool.sh").hasPrefix("100755 "))
            #expect(try sandbox.git("show", "\(id.hex):entries/2026/a.md") == "a2\n")
            #expect(try sandbox.git("log", "-1", "--format=%P %s", id.hex) == "\(base.hex) Changes\n")
            #expect(try repository.contents(of: "entries/2027/c.md", at: id) == Data("c\n".utf8))
            #expect(try repository.contents(of: "entries/2026/b.md", at: id) == nil)
            #expect(try repository.contents(of: "entries", at: id) == nil)
            #expect(
                try repository.changedPaths(from: base, to: id) == [
                    PathChange(path: "entries/2026/a.md", kind: .modified),
                    PathChange(path: "entries/2026/b.md", kind: .deleted),
                    PathChange(path: "entries/2027/c.md", kind: .added),
                    PathChange(path: "tool.sh", kind: .modified)
                ])
            #expect(try repository.changedPaths(from: nil, to: base).map(\.kind) == [.added, .added, .added])
            #expect(
                try sandbox.gitLines("diff", "--name-status", base.hex, id.hex) == [
                    "M\tentries/2026/a.md", "D\tentries/2026/b.md", "A\tentries/2027/c.md", "M\ttool.sh"
                ])

            // A folder cannot be deleted by naming it; bad paths are refused.
            #expect(throws: GitError.self) { _ = try repository.commitTree(base: base, changes: ["entries": nil], parents: [base], message: "x") }
            #expect(throws: GitError.self) { _ = try repository.commitTree(base: base, changes: ["../x": Data()], parents: [base], message: "x") }
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("commitTree with many files packs its blobs")
    func commitTreeManyFiles() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            var changes: [String: Data?] = [:]
            for day in 1...80 { changes["entries/day-\(day).md"] = Data("day \(day)\n".utf8) }
            let id = try repository.commitTree(base: nil, changes: changes, parents: [], message: "Import")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", id.hex).count == 80)
            try repository.updateBranch(to: id, expected: nil, message: "import")
            try repository.updateWorkTree(to: id, from: nil)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("updateBranch is a compare-and-swap: a moved or created branch is isModified")
    func updateBranchCompareAndSwap() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let one = try repository.commitTree(base: nil, changes: ["a.md": Data("1\n".utf8)], parents: [], message: "One")
            let two = try repository.commitTree(base: one, changes: ["a.md": Data("2\n".utf8)], parents: [one], message: "Two")
            let three = try repository.commitTree(base: two, changes: ["a.md": Data("3\n".utf8)], parents: [two], message: "Three")

            // Unborn, but expected to be at a commit: modified.
            let unbornError = #expect(throws: GitError.self) { try repository.updateBranch(to: two, expected: one, message: "x") }
            #expect(unbornError?.isModified == true)
            try repository.updateBranch(to: one, expected: nil, message: "first")
            // Expected unborn, but it exists now: modified.
            let existsError = #expect(throws: GitError.self) { try repository.updateBranch(to: two, expected: nil, message: "x") }
            #expect(existsError?.isModified == true)
            try repository.updateBranch(to: two, expected: one, message: "second")
            // Someone else moved it meanwhile.
            let movedError = #expect(throws: GitError.self) { try repository.updateBranch(to: three, expected: one, message: "x") }
            #expect(movedError?.isModified == true)
            #expect(try repository.head() == two)
            #expect(try sandbox.gitLines("reflog", "--format=%gs", "HEAD") == ["second", "first"])
            #expect(try sandbox.gitLines("reflog", "--format=%gs", try repository.currentBranch()) == ["second", "first"])
        }
    }

    @Test("updateWorkTree writes what changed and refuses to overwrite local edits")
    func updateWorkTree() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try sandbox.write("b.md", "b\n")
            let base = try repository.commit(paths: ["a.md", "b.md"], message: "Base")
            let next = try repository.commitTree(
                base: base, changes: ["a.md": Data("a2\n".utf8), "b.md": nil, "c/d.md": Data("d\n".utf8)],
                parents: [base], message: "Next")

            // A local edit of a file the update would change: nothing is written.
            try sandbox.write("a.md", "my unsaved words\n")
            let error = #expect(throws: GitError.self) { try repository.updateWorkTree(to: next, from: base) }
            #expect(error?.code == GIT_ECONFLICT.rawValue)
            #expect(try String(contentsOf: sandbox.repo.appendingPathComponent("a.md"), encoding: .utf8) == "my unsaved words\n")
            #expect(FileManager.default.fileExists(atPath: sandbox.repo.appendingPathComponent("b.md").path))
            #expect(!FileManager.default.fileExists(atPath: sandbox.repo.appendingPathComponent("c/d.md").path))

            try sandbox.write("a.md", "a\n")
            try repository.updateWorkTree(to: next, from: base)
            try repository.updateBranch(to: next, expected: base, message: "next")
            #expect(try String(contentsOf: sandbox.repo.appendingPathComponent("a.md"), encoding: .utf8) == "a2\n")
            #expect(!FileManager.default.fileExists(atPath: sandbox.repo.appendingPathComponent("b.md").path))
            #expect(try String(contentsOf: sandbox.repo.appendingPathComponent("c/d.md"), encoding: .utf8) == "d\n")
            try sandbox.expectCommittedCleanly()
        }
    }
}
