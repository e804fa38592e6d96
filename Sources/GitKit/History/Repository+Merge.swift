import Clibgit2
import Foundation

/// How HEAD relates to another commit, as `git merge` would see it.
public enum MergeAnalysis: Sendable, Equatable {
    /// The other commit is already part of HEAD's history: nothing to do.
    case upToDate
    /// HEAD is part of the other commit's history: HEAD can simply move there.
    case fastForward
    /// Both have commits the other lacks: a merge commit is needed. Also for unrelated histories:
    /// check `mergeBase` (nil) before merging.
    case normal
    /// HEAD is unborn (no commit yet): HEAD can take the other commit as it is.
    case unborn
}

extension Repository {
    /// `git_merge_analysis` of merging `theirs` into HEAD.
    public func mergeAnalysis(theirs: ObjectID) throws -> MergeAnalysis {
        var oid = theirs.raw
        let annotated = try Handle<Libgit2.AnnotatedCommit>.make("git_annotated_commit_lookup") {
            git_annotated_commit_lookup(&$0, handle.pointer, &oid)
        }
        var analysis = GIT_MERGE_ANALYSIS_NONE
        var preference = GIT_MERGE_PREFERENCE_NONE
        var heads: [OpaquePointer?] = [annotated.pointer]
        try check(git_merge_analysis(&analysis, &preference, handle.pointer, &heads, 1), "git_merge_analysis")
        func has(_ flag: git_merge_analysis_t) -> Bool { analysis.rawValue & flag.rawValue != 0 }
        if has(GIT_MERGE_ANALYSIS_UNBORN) { return .unborn }
        if has(GIT_MERGE_ANALYSIS_UP_TO_DATE) { return .upToDate }
        if has(GIT_MERGE_ANALYSIS_FASTFORWARD) { return .fastForward }
        return .normal
    }

    /// The best common ancestor of two commits (`git merge-base a b`); nil when their histories are unrelated.
    public func mergeBase(_ a: ObjectID, _ b: ObjectID) throws -> ObjectID? {
        var out = git_oid()
        var one = a.raw
        var two = b.raw
        let result = git_merge_base(&out, handle.pointer, &one, &two)
        if result == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(result, "git_merge_base")
        return ObjectID(out)
    }

    /// Merges three versions of a text line by line (`git merge-file`, libgit2's `git_merge_file`).
    ///
    /// `base` is the common ancestor's version (nil when the text is new on both sides). When the
    /// changes overlap, `clean` is false and `merged` holds both sides between conflict markers
    /// labelled `ourLabel` and `theirLabel` (`<<<<<<< ourLabel`, `=======`, `>>>>>>> theirLabel`).
    /// Throws GitError (invalid) for binary input (a NUL byte), which cannot be merged by lines.
    public static func mergeText(base: Data?, ours: Data, theirs: Data, ourLabel: String, theirLabel: String) throws -> (merged: Data, clean: Bool) {
        try Libgit2.initialize()
        for (side, data) in [(GitProblem.MergeSide.base, base ?? Data()), (.ours, ours), (.theirs, theirs)] where data.prefix(8000).contains(0) {
            throw GitError.invalid(.binaryMergeText(side: side), function: "git_merge_file")
        }
        var options = git_merge_file_options()
        try check(git_merge_file_options_init(&options, UInt32(GIT_MERGE_FILE_OPTIONS_VERSION)), "git_merge_file_options_init")
        var result = git_merge_file_result()
        defer { git_merge_file_result_free(&result) }
        // A NUL after each text, not counted, so that even an empty one has an address.
        let baseCount = base?.count ?? 0
        let ourCount = ours.count
        let theirCount = theirs.count
        let code: Int32 = ((base ?? Data()) + [0]).withUnsafeBytes { baseBytes in
            (ours + [0]).withUnsafeBytes { ourBytes in
                (theirs + [0]).withUnsafeBytes { theirBytes in
                    ourLabel.withCString { ourName in
                        theirLabel.withCString { theirName in
                            options.our_label = ourName
                            options.their_label = theirName
                            var baseInput = Self.mergeInput(baseBytes, count: baseCount)
                            var ourInput = Self.mergeInput(ourBytes, count: ourCount)
                            var theirInput = Self.mergeInput(theirBytes, count: theirCount)
                            if base == nil {
                                return git_merge_file(&result, nil, &ourInput, &theirInput, &options)
                            }
                            return git_merge_file(&result, &baseInput, &ourInput, &theirInput, &options)
                        }
                    }
                }
            }
        }
        try check(code, "git_merge_file")
        guard let pointer = result.ptr else {
            throw GitError(
                code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_MERGE.rawValue),
                problem: .textsNotMerged, function: "git_merge_file")
        }
        let merged = Data(bytes: pointer, count: result.len)
        return (merged, result.automergeable != 0)
    }

    private static func mergeInput(_ bytes: UnsafeRawBufferPointer, count: Int) -> git_merge_file_input {
        var input = git_merge_file_input()
        git_merge_file_input_init(&input, UInt32(GIT_MERGE_FILE_INPUT_VERSION))
        input.ptr = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        input.size = count
        input.mode = 0o100644
        return input
    }
}
