import Clibgit2
import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Moves a branch the way git does, under its lock: a line appended to the branch's reflog and to HEAD's,
/// then the new id written into `refs/heads/NAME.lock` and renamed over the ref. Every write is checked
/// (libgit2 1.5 can miss a failed one), the ref is read back, and on any failure the reflogs are cut back
/// to where they were and the branch is where it was.
struct RefWrite {
    let repository: Repository
    let lock: LockFile
    /// The full ref name, e.g. `refs/heads/main`.
    let name: String

    func move(from old: ObjectID?, to new: ObjectID, signature: Signature, message: String) throws {
        let function = "git_reference_create"
        let git = repository.gitDirectory.path
        let line = Self.reflogLine(old: old, new: new, signature: signature, message: message)
        var appended: [(path: String, size: off_t)] = []
        func cutBack() { for log in appended { truncate(log.path, log.size) } }
        do {
            for log in [git + "/logs/" + name, git + "/logs/HEAD"] {
                appended.append((log, try Self.append(line, to: log, function: function)))
            }
            try lock.write(Array((new.hex + "\n").utf8), function: function)
            try lock.commit(function: function)
        } catch {
            cutBack()
            throw error
        }
        let written = (try? String(contentsOfFile: lock.target, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard written == new.hex else {
            cutBack()
            throw GitError(
                code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_REFERENCE.rawValue),
                problem: .refNotWritten(file: lock.target, commit: new), function: function)
        }
    }

    /// Appends `line` to the reflog at `path` (made when missing, as git's core.logAllRefUpdates does for
    /// branches), returning the size it had before, to cut it back to.
    private static func append(_ line: String, to path: String, function: String) throws -> off_t {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw LockFile.osError(errno, .open, path, function: function) }
        var info = stat()
        let before = fstat(fd, &info) == 0 ? info.st_size : 0
        let code = writeAll(Array(line.utf8), to: fd)
        if code != 0 {
            ftruncate(fd, before)
            close(fd)
            throw LockFile.osError(code, .write, path, function: function)
        }
        guard close(fd) == 0 else {
            let code = errno
            truncate(path, before)
            throw LockFile.osError(code, .write, path, function: function)
        }
        return before
    }

    /// `OLD NEW Name <email> SECONDS +HHMM<TAB>message`, as git writes it.
    static func reflogLine(old: ObjectID?, new: ObjectID, signature: Signature, message: String) -> String {
        let zero = String(repeating: "0", count: 40)
        let offset = signature.offsetMinutes
        let zone = String(format: "%@%02d%02d", offset < 0 ? "-" : "+", abs(offset) / 60, abs(offset) % 60)
        let seconds = Int(signature.time.timeIntervalSince1970.rounded(.down))
        let text = message.replacingOccurrences(of: "\n", with: " ")
        return "\(old?.hex ?? zero) \(new.hex) \(signature.name) <\(signature.email)> \(seconds) \(zone)\t\(text)\n"
    }
}
