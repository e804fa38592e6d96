import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Vault {
    /// The bytes of the file at `relativePath` that an entry may link to (a photo, a PDF), for a reader that
    /// shows it. Nil, as if there were no such file, unless every part of the path is a plain name (not
    /// empty, not `.` or `..`, not starting with a dot, so nothing of `.git` or `.diary`), it is not a
    /// Markdown file (entries and notes are shown as pages, not files), and it is a regular file reached
    /// through real folders, with no symbolic link on the way (so nothing outside the vault).
    public func attachmentBytes(at relativePath: String) -> Data? {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.utf8.contains(0) }),
            !relativePath.lowercased().hasSuffix(".md"),
            case .file = VaultFile(relativePath, in: root)
        else { return nil }
        let fd = Glibc.open(root.appendingPathComponent(relativePath).path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        return try? handle.readToEnd() ?? Data()
    }
}
