import Clibgit2
import Foundation

extension Repository {
    /// Unified diff (git's patch format, like `git show <commit> -- path`) of `commit` against its first parent (the empty tree for a root commit), limited to `path` when given.
    public func patch(of commit: ObjectID, path: String? = nil) throws -> String {
        let commit = try lookupCommit(commit)
        let newTree = try tree(of: commit)
        let oldTree = try firstParentTree(of: commit)

        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "git_diff_options_init")
        let diff: Handle<Libgit2.Diff>
        if let path {
            // The path is a literal file name, not a glob.
            options.flags |= GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
            diff = try path.withCString { cPath in
                var strings: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: cPath)]
                return try strings.withUnsafeMutableBufferPointer { buffer in
                    options.pathspec = git_strarray(strings: buffer.baseAddress, count: 1)
                    return try diffTrees(oldTree, newTree, &options)
                }
            }
        } else {
            diff = try diffTrees(oldTree, newTree, &options)
        }

        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        if !FilterDrivers.anyRuns(gitdir: gitDirectoryKey) {
            try check(git_diff_to_buf(&buffer, diff.pointer, GIT_DIFF_FORMAT_PATCH), "git_diff_to_buf")
            return Self.text(of: buffer)
        }
        // A filtered file's blobs are ciphertext or the like: its patch is of the smudged texts (as git's
        // `diff.NAME.textconv` shows them); every other file's is libgit2's own.
        var text = ""
        for index in 0..<git_diff_num_deltas(diff.pointer) {
            guard let delta = git_diff_get_delta(diff.pointer, index)?.pointee else { continue }
            let path = String(cString: delta.new_file.path ?? delta.old_file.path)
            if try runningDriver(for: path) != nil {
                text += try smudgedPatch(delta, path: path, options: &options)
            } else {
                let patch = try Handle<Libgit2.Patch>.make("git_patch_from_diff") { git_patch_from_diff(&$0, diff.pointer, index) }
                text += try Self.text(of: patch)
            }
        }
        return text
    }

    private static func text(of patch: Handle<Libgit2.Patch>) throws -> String {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        try check(git_patch_to_buf(&buffer, patch.pointer), "git_patch_to_buf")
        return text(of: buffer)
    }

    private static func text(of buffer: git_buf) -> String {
        guard let bytes = buffer.ptr else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: buffer.size), as: UTF8.self)
    }

    /// The patch of one changed file from its two blobs, each smudged (a missing side is empty).
    private func smudgedPatch(_ delta: git_diff_delta, path: String, options: inout git_diff_options) throws -> String {
        func side(_ file: git_diff_file) throws -> Data? {
            var oid = file.id
            guard git_oid_is_zero(&oid) == 0 else { return nil }
            let blob = try Handle<Libgit2.Blob>.make("git_blob_lookup") { git_blob_lookup(&$0, handle.pointer, &oid) }
            return try workTreeBytes(of: blob, for: path)
        }
        let old = try side(delta.old_file)
        let new = try side(delta.new_file)
        let oldPath = old == nil ? nil : String(cString: delta.old_file.path)
        let newPath = new == nil ? nil : String(cString: delta.new_file.path)
        // The patch points into both buffers: it is printed while they are alive.
        return try (old ?? Data()).withUnsafeBytes { oldBytes in
            try (new ?? Data()).withUnsafeBytes { newBytes in
                let patch = try Handle<Libgit2.Patch>.make("git_patch_from_buffers") {
                    git_patch_from_buffers(
                        &$0, old == nil ? nil : oldBytes.baseAddress, oldBytes.count, oldPath,
                        new == nil ? nil : newBytes.baseAddress, newBytes.count, newPath, &options)
                }
                return try Self.text(of: patch)
            }
        }
    }
}

extension Repository {
    fileprivate func diffTrees(_ old: Handle<Libgit2.Tree>?, _ new: Handle<Libgit2.Tree>, _ options: inout git_diff_options) throws -> Handle<
        Libgit2.Diff
    > {
        try Handle.make("git_diff_tree_to_tree") {
            git_diff_tree_to_tree(&$0, handle.pointer, old?.pointer, new.pointer, &options)
        }
    }
}
