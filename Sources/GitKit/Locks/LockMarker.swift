import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a process writes into the git locks it takes with `Repository.beginCommit(marker:)` until their
/// new content is in: `TOOL PID RANDOM` (its tool's name, its process id and a random number in hex),
/// which no other process writes. A lock left holding one, by a process the caller knows is gone, can
/// then be told from anyone else's and removed (`Repository.removeLeftoverLocks`); git writes nothing
/// into a lock file it did not create.
public enum LockMarker {
    /// A new marker for this process.
    public static func make(tool: ToolIdentity) -> String {
        "\(tool.name) \(getpid()) \(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
    }

    /// The process a marker of `tool` names; nil when `text` is not one.
    public static func process(of text: String, tool: ToolIdentity) -> Int32? {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == tool.name, let pid = Int32(fields[1]), pid > 0,
            !fields[2].isEmpty, fields[2].allSatisfy(\.isHexDigit)
        else { return nil }
        return pid
    }

    /// The marker of `tool` the lock file at `path` holds; nil when there is no such file or it holds
    /// anything else.
    public static func held(byLockAt path: String, tool: ToolIdentity) -> String? {
        // A marker is short: a file that fills the buffer is something else.
        guard let start = LockFile.start(ofLockAt: path, upTo: 64), !start.isEmpty, start.count < 64 else { return nil }
        let text = String(decoding: start, as: UTF8.self)
        return process(of: text, tool: tool) == nil ? nil : text
    }
}

extension Repository {
    /// Removes `.git/index.lock` and the current branch's lock where they hold a marker of `tool` naming
    /// process `pid` (see `LockMarker`): left by a commit that process began and was killed in before it
    /// wrote anything that names its marker. The caller must know that the process is gone (a lock of its
    /// own it held, say). Any other lock file is never touched. Returns the paths of the lock files removed.
    @discardableResult
    public static func removeLeftoverLocks(ofProcess pid: Int32, tool: ToolIdentity, gitDirectory: URL) -> [String] {
        let git = gitDirectory.path
        var targets = [git + "/index"]
        if let head = try? String(contentsOfFile: git + "/HEAD", encoding: .utf8), head.hasPrefix("ref: refs/heads/") {
            targets.append(git + "/" + head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var removed: [String] = []
        for target in targets {
            guard let marker = LockMarker.held(byLockAt: target + ".lock", tool: tool),
                LockMarker.process(of: marker, tool: tool) == pid, unlink(target + ".lock") == 0
            else { continue }
            removed.append(target + ".lock")
        }
        return removed
    }
}
