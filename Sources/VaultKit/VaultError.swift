import Foundation
import GitKit

/// Everything that can go wrong with a vault, each naming the file and what to do next.
public enum VaultError: Error, LocalizedError, Equatable, Sendable {
    case vaultMissing(path: String)
    case notARepository(path: String)
    case notAFolder(path: String)
    case malformedFrontMatter(file: String, line: Int?, problem: String)
    case unterminatedFrontMatter(file: String)
    case notUTF8(file: String)
    case newerSchema(file: String, schema: Int, supported: Int)
    case unknownDay(String)
    case noEntry(String)
    case ambiguousDay(day: String, paths: [String])
    case outsideVault(String)
    case notAnEntry(String)
    case symlink(file: String)
    case emptyEntry(file: String)
    case entryExists(file: String)
    case indexLocked(lockFile: String)
    case lockTimeout(lockFile: String)
    case unreadable(file: String, reason: String)
    case unwritable(file: String, reason: String)
    case unknownRevision(String)
    case notInRevision(file: String, revision: String)
    case changedMeanwhile(file: String, draft: String)
    case migrationFailed(file: String, reason: String)
    case unrelatedHistories(remote: String)
    case cloneTargetNotEmpty(path: String)
    case massDeletion(deleted: Int, total: Int, remote: String)
    case git(GitError)

    public var errorDescription: String? {
        switch self {
        case .vaultMissing(let path):
            return "\(path): no vault here; create one with 'diary init --vault \(path)' or point --vault/$DIARY_VAULT at yours"
        case .notARepository(let path):
            return "\(path): the folder is not a git repository; run 'diary init --vault \(path)' to adopt it"
        case .notAFolder(let path):
            return "\(path): not a folder; give --vault the path of a vault folder"
        case .malformedFrontMatter(let file, let line, let problem):
            let at = line.map { " line \($0)" } ?? ""
            return "\(file)\(at): malformed front matter: \(problem); fix the YAML between the '---' lines"
        case .unterminatedFrontMatter(let file):
            return "\(file): the front matter has no closing '---' line; add one after the last field"
        case .notUTF8(let file):
            return "\(file): not UTF-8 text; convert it (e.g. iconv -t UTF-8) before diary can read it"
        case .newerSchema(let file, let schema, let supported):
            return "\(file): schema \(schema) is newer than this diary understands (up to \(supported)); update diary"
        case .unknownDay(let text):
            return "'\(text)' is not a day; use today, yesterday, YYYY-MM-DD or the path of an entry"
        case .noEntry(let what):
            return "\(what): no entry there; 'diary list' shows the entries"
        case .ambiguousDay(let day, let paths):
            return "\(day) has \(paths.count) entries (\(paths.joined(separator: ", "))); name one by its path"
        case .outsideVault(let path):
            return "\(path): outside the vault; give a day or a path inside the vault"
        case .notAnEntry(let path):
            return "\(path): not an entry path; entries live at YYYY/MM/YYYY-MM-DD.md"
        case .symlink(let file):
            return "\(file): is a symbolic link; diary never follows links for entries, replace it with the file itself"
        case .emptyEntry(let file):
            return "\(file): the entry has no text; an empty entry is never saved (use 'diary rm' to delete one)"
        case .entryExists(let file):
            return "\(file): an entry already exists there; give --at REV to bring back an older version"
        case .indexLocked(let lockFile):
            return "\(lockFile) exists: another git process is running or one crashed; if none is running, remove that file and try again"
        case .lockTimeout(let lockFile):
            return "\(lockFile): another diary is saving to this vault; try again when it has finished"
        case .unreadable(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case .unwritable(let file, let reason):
            return "\(file): cannot write: \(reason); nothing was changed"
        case .unknownRevision(let rev):
            return "'\(rev)' is not a revision of this vault; 'diary log' lists them"
        case .notInRevision(let file, let revision):
            return "\(file): not present at revision \(revision); 'diary log \(file)' lists its versions"
        case .changedMeanwhile(let file, let draft):
            return "\(file) changed on disk while you were editing it (merge the draft \(draft) into it by hand)"
        case .migrationFailed(let file, let reason):
            return "\(file): cannot migrate: \(reason); the file was left as it is"
        case .unrelatedHistories(let remote):
            return "\(remote) has a history unrelated to this vault's; diary will not merge two different diaries (clone the remote into an empty vault with 'diary init --clone URL' instead)"
        case .cloneTargetNotEmpty(let path):
            return "\(path) is not empty; clone into a new folder, or add the remote to this vault with 'diary remote add origin URL' and run 'diary sync'"
        case .massDeletion(let deleted, let total, let remote):
            return "this sync would delete \(deleted) of the \(total) entries on \(remote); if that is what you want, run 'diary sync --force'"
        case .git(let error):
            return error.errorDescription
        }
    }
}
