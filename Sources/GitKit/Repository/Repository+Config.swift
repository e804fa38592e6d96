import Clibgit2

extension Repository {
    /// Sets `key` to `value` in the repository's own config (`.git/config`), like `git config KEY VALUE`.
    public func setConfig(_ key: String, to value: String) throws {
        let config = try Handle<Libgit2.Config>.make("git_repository_config") { git_repository_config(&$0, handle.pointer) }
        let local = try Handle<Libgit2.Config>.make("git_config_open_level") {
            git_config_open_level(&$0, config.pointer, GIT_CONFIG_LEVEL_LOCAL)
        }
        try check(git_config_set_string(local.pointer, key, value), "git_config_set_string")
    }

    /// The value of `key` as git reads it (every config level), nil when it is not set.
    public func configValue(_ key: String) throws -> String? {
        let config = try Handle<Libgit2.Config>.make("git_repository_config_snapshot") {
            git_repository_config_snapshot(&$0, handle.pointer)
        }
        return Self.string(key, in: config)
    }
}
