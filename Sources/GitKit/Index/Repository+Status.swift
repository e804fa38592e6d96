import Clibgit2

extension Repository {
    /// Like `git status --porcelain` with untracked files listed one by one (recursing into untracked folders), ignored ones left out.
    ///
    /// Renames are not detected: a moved file shows as one path deleted and one new.
    /// - Parameter refreshingIndex: write back the stat data of files found unchanged, as `git status`
    ///   does, so that the next status need not read them again (takes `index.lock` for a moment).
    public func status(refreshingIndex: Bool = false) throws -> [StatusEntry] {
        var options = git_status_options()
        try check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "git_status_options_init")
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
        if refreshingIndex { options.flags |= GIT_STATUS_OPT_UPDATE_INDEX.rawValue }
        let list = try Handle<Libgit2.StatusList>.make("git_status_list_new") {
            git_status_list_new(&$0, handle.pointer, &options)
        }
        return (0..<git_status_list_entrycount(list.pointer)).compactMap { position in
            git_status_byindex(list.pointer, position).flatMap { StatusEntry($0.pointee) }
        }
    }
}

extension StatusEntry {
    private static let indexFlags: [(git_status_t, FileStatus)] = [
        (GIT_STATUS_INDEX_NEW, .new), (GIT_STATUS_INDEX_DELETED, .deleted), (GIT_STATUS_INDEX_RENAMED, .renamed),
        (GIT_STATUS_INDEX_TYPECHANGE, .typeChange), (GIT_STATUS_INDEX_MODIFIED, .modified)
    ]
    private static let workTreeFlags: [(git_status_t, FileStatus)] = [
        (GIT_STATUS_WT_NEW, .new), (GIT_STATUS_WT_DELETED, .deleted), (GIT_STATUS_WT_RENAMED, .renamed),
        (GIT_STATUS_WT_TYPECHANGE, .typeChange), (GIT_STATUS_WT_MODIFIED, .modified), (GIT_STATUS_WT_UNREADABLE, .modified)
    ]

    /// One entry for a libgit2 status line; nil when the path is unchanged.
    init?(_ entry: git_status_entry) {
        let flags = entry.status.rawValue
        func has(_ flag: git_status_t) -> Bool { flags & flag.rawValue != 0 }
        let staged = Self.indexFlags.contains { has($0.0) }
        let status: FileStatus
        if has(GIT_STATUS_CONFLICTED) {
            status = .conflicted
        } else if has(GIT_STATUS_IGNORED) {
            status = .ignored
        } else if let match = (staged ? Self.indexFlags : Self.workTreeFlags).first(where: { has($0.0) }) {
            status = match.1
        } else {
            return nil
        }
        let delta = entry.head_to_index ?? entry.index_to_workdir
        guard let file = delta?.pointee,
            let path = file.new_file.path ?? file.old_file.path
        else { return nil }
        self.init(path: String(cString: path), status: status, staged: staged)
    }
}
