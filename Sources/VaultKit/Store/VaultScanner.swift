import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds entries by walking `YYYY/MM/` folders; never follows a symbolic link.
enum VaultScanner {
    /// Names in `folder` with their kind; links are reported as links, not followed.
    static func children(of folder: String) -> [(name: String, isFolder: Bool, isFile: Bool)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [(String, Bool, Bool)] = []
        while let item = readdir(dir) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = item.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                if lstat(folder + "/" + name, &info) == 0 {
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: type = UInt8(DT_DIR)
                    case S_IFREG: type = UInt8(DT_REG)
                    default: type = UInt8(DT_LNK)
                    }
                }
            }
            out.append((name, type == UInt8(DT_DIR), type == UInt8(DT_REG)))
        }
        return out
    }

    /// True for a folder that is not a symbolic link (opendir would follow one).
    static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Year folders, newest first.
    static func years(in root: URL) -> [String] {
        children(of: root.path).filter { $0.isFolder && $0.name.utf8.count == 4 && Int($0.name) != nil }
            .map(\.name).sorted(by: >)
    }

    /// Month folders of a year, newest first.
    static func months(in root: URL, year: String) -> [String] {
        children(of: root.path + "/" + year).filter { $0.isFolder && $0.name.utf8.count == 2 && Int($0.name) != nil }
            .map(\.name).sorted(by: >)
    }

    /// Entries of one month folder, newest first.
    static func entries(in root: URL, year: String, month: String) -> [EntryPath] {
        guard let y = Int(year), let m = Int(month),
            isRealFolder(root.path + "/" + year), isRealFolder(root.path + "/" + year + "/" + month)
        else { return [] }
        return children(of: root.path + "/" + year + "/" + month).compactMap { child -> EntryPath? in
            guard child.isFile, let (day, sequence) = EntryPath.parse(fileName: child.name),
                day.year == y, day.month == m
            else { return nil }
            return EntryPath(day: day, sequence: sequence)
        }.sorted(by: >)
    }

    /// The copies a sync kept of an entry's other version (`2026-11-21.conflict-1a2b3c4.md` beside
    /// `2026-11-21.md`) in one month folder: each with the entry it belongs to and its vault-relative path.
    static func conflictCopies(in root: URL, year: String, month: String) -> [(entry: EntryPath, file: String)] {
        let folder = year + "/" + month
        guard isRealFolder(root.path + "/" + year), isRealFolder(root.path + "/" + folder) else { return [] }
        return children(of: root.path + "/" + folder).compactMap { child -> (EntryPath, String)? in
            guard child.isFile, let entry = conflictCopyEntry(child.name), entry.folder == folder else { return nil }
            return (entry, folder + "/" + child.name)
        }.sorted { $0.1 > $1.1 }
    }

    /// The entry the conflict copy at the vault-relative `path` belongs to (in the same folder); nil for any
    /// other file.
    static func conflictCopyEntry(relativePath path: String) -> EntryPath? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let entry = conflictCopyEntry(String(parts[2])), entry.folder == parts[0] + "/" + parts[1] else {
            return nil
        }
        return entry
    }

    /// The entry a conflict copy's file name belongs to: `NAME.conflict-ID.md` → `NAME.md`; nil for any other name.
    static func conflictCopyEntry(_ name: String) -> EntryPath? {
        guard name.hasSuffix(".md"), let range = name.range(of: conflictCopyMark) else { return nil }
        let id = name[range.upperBound..<name.index(name.endIndex, offsetBy: -3)]
        guard !id.isEmpty, let (day, sequence) = EntryPath.parse(fileName: name[..<range.lowerBound] + ".md") else { return nil }
        return EntryPath(day: day, sequence: sequence)
    }

    /// What a conflict copy's name holds between its entry's name and `.md`, before its id.
    static let conflictCopyMark = ".conflict-"
}
