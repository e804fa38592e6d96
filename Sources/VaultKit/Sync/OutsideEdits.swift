import Foundation
import GitKit

/// Which work-tree changes `diary sync` commits as edits made outside diary.
///
/// The rule: a change is committed when its path is an entry (`YYYY/MM/YYYY-MM-DD(-N).md`), lies in
/// the vault's settings folder `.diary/`, or is a file git already tracks (a README or a picture the
/// user added with git): and never when its file name is an editor's or a system's leftover
/// (`isLeftover`), even if such a file was once committed. A new file of any other name (a picture
/// dropped into a month folder, `notes.txt`) is left for the user to add with git; `diary status`
/// lists it as not synced. The rule holds with or without a `.gitignore`.
enum OutsideEdits {
    /// The paths of `status` that sync commits, sorted and without duplicates.
    static func synced(_ status: [StatusEntry]) -> [String] {
        Array(Set(status.filter(isSynced).map(\.path))).sorted()
    }

    /// New files that sync leaves alone although they are not leftovers: the user's to add with git.
    static func notSynced(_ status: [StatusEntry]) -> [String] {
        Array(Set(status.filter { isUntracked($0) && !isSynced($0) && !isLeftover($0.path) }.map(\.path))).sorted()
    }

    static func isSynced(_ entry: StatusEntry) -> Bool {
        guard entry.status != .ignored else { return false }
        // Taking a leftover out of the history is fine; adding or changing one is not.
        if isLeftover(entry.path) { return entry.status == .deleted }
        if EntryPath(relativePath: entry.path) != nil || entry.path.hasPrefix(".diary/") { return true }
        return !isUntracked(entry)
    }

    /// True when an untracked file at `path` is one sync commits unless git ignores it: an entry or a
    /// setting, and no leftover. Any other untracked file is left alone, whatever git ignores.
    static func mayBeSynced(_ path: String) -> Bool {
        !isLeftover(path) && (EntryPath(relativePath: path) != nil || path.hasPrefix(".diary/"))
    }

    /// A file neither in HEAD nor staged.
    private static func isUntracked(_ entry: StatusEntry) -> Bool {
        entry.status == .new && !entry.staged
    }

    /// True for a file name that editors, diary's own atomic writes or the system leave behind:
    /// `.NAME.tmp-PID` (AtomicFile), vim's `.NAME.swp`/`.swo`/…/`.swx` and `4913`, emacs's `#NAME#`
    /// and `.#NAME`, backups `NAME~`, `.DS_Store`, `._NAME` (macOS), `Thumbs.db` and `desktop.ini`.
    static func isLeftover(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if ["4913", ".DS_Store", "Thumbs.db", "desktop.ini"].contains(name) { return true }
        if name.hasSuffix("~") || name.hasPrefix(".#") || name.hasPrefix("._") { return true }
        if name.count > 2, name.hasPrefix("#"), name.hasSuffix("#") { return true }
        guard name.hasPrefix(".") else { return false }
        if let range = name.range(of: ".tmp-", options: .backwards),
            !name[range.upperBound...].isEmpty, name[range.upperBound...].allSatisfy(\.isASCIIDigit)
        {
            return true
        }
        // vim: .NAME.swp, then .swo, .swn, … when several are open; .swx when it checks the folder.
        let suffix = Array(name.split(separator: ".").last ?? "")
        return name.count > 5 && suffix.count == 3 && suffix[0] == "s" && suffix[1] == "w" && suffix[2].isLowercaseASCIILetter
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isLowercaseASCIILetter: Bool { isASCII && isLowercase }
}
