import Clibgit2
import Foundation

/// A named remote repository from the repository's git config (`remote.<name>.url`).
public struct Remote: Sendable, Equatable {
    /// The remote's name, e.g. "origin".
    public let name: String
    /// Where it is: a path, `file://`, `git://`, `https://`, `ssh://` or `user@host:path`.
    public let url: String

    /// The URL without its password (`https://user:secret@host` → `https://user@host`), for messages.
    public var displayURL: String { redactedURL(url) }

    /// Creates a remote from its parts.
    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}

extension Repository {
    /// The configured remotes, sorted by name (like `git remote -v`, fetch URLs).
    public func remotes() throws -> [Remote] {
        var names = git_strarray()
        try check(git_remote_list(&names, handle.pointer), "git_remote_list")
        defer { git_strarray_dispose(&names) }
        var result: [Remote] = []
        for index in 0..<names.count {
            guard let name = names.strings[index].map({ String(cString: $0) }) else { continue }
            let remote = try lookupRemote(name)
            result.append(Remote(name: name, url: git_remote_url(remote.pointer).map { String(cString: $0) } ?? ""))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// Adds a remote with git's default fetch refspec (`git remote add NAME URL`); GitError (EEXISTS) when it exists.
    ///
    /// A URL holding a password (`https://user:secret@host/…`) is refused: secrets belong in a token
    /// (the message names `$tokenVariable` when the program has one) or a credential helper, never in
    /// the repository's config.
    public func addRemote(name: String, url: String, tokenVariable: String? = nil) throws {
        if let components = URLComponents(string: url), components.scheme != nil, components.password != nil {
            throw GitError.invalid(.passwordInRemoteURL(remote: name, tokenVariable: tokenVariable), function: "git_remote_create")
        }
        var valid: Int32 = 0
        try check(git_remote_name_is_valid(&valid, name), "git_remote_name_is_valid")
        guard valid == 1 else {
            throw GitError.invalid(.invalidRemoteName(name), function: "git_remote_create")
        }
        _ = try Handle<Libgit2.Remote>.make("git_remote_create") { git_remote_create(&$0, handle.pointer, name, url) }
    }

    /// Removes a remote with its remote-tracking branches and config (`git remote remove NAME`); GitError (ENOTFOUND) when there is none.
    public func removeRemote(name: String) throws {
        try check(git_remote_delete(handle.pointer, name), "git_remote_delete")
    }

    func lookupRemote(_ name: String) throws -> Handle<Libgit2.Remote> {
        try Handle.make("git_remote_lookup") { git_remote_lookup(&$0, handle.pointer, name) }
    }
}
