import Clibgit2

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
        try check(git_diff_to_buf(&buffer, diff.pointer, GIT_DIFF_FORMAT_PATCH), "git_diff_to_buf")
        guard let bytes = buffer.ptr else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: buffer.size), as: UTF8.self)
    }

    private func diffTrees(_ old: Handle<Libgit2.Tree>?, _ new: Handle<Libgit2.Tree>, _ options: inout git_diff_options) throws -> Handle<Libgit2.Diff> {
        try Handle.make("git_diff_tree_to_tree") {
            git_diff_tree_to_tree(&$0, handle.pointer, old?.pointer, new.pointer, &options)
        }
    }
}
