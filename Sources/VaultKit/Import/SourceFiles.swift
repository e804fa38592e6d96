import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The files inside an import's source folder (an unpacked Day One export, a folder of notes), reached
/// without following a symbolic link. The folder itself is the one the user named (a link to it counts);
/// inside it, a link is never followed, to a file or to a folder: a photo that links to `~/.ssh/id_rsa`
/// must not become an attachment. Each step of a path is opened with `O_NOFOLLOW` relative to the folder
/// opened before it, so a link put in the way between listing and reading is refused, not followed.
enum SourceFiles {
    /// What is at a path inside the source, as `lstat` says, without following a link.
    enum Kind: Equatable {
        case file, folder, link, other, missing
    }

    /// The kind of `relative` under `folder`.
    static func kind(of relative: String, in folder: URL) -> Kind {
        var info = stat()
        guard lstat(folder.appendingPathComponent(relative).path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// A symbolic link was found where a file or folder of the source was expected (put there after the
    /// source was listed); `path` is relative to the source folder.
    struct LinkInTheWay: Error, Equatable {
        let path: String
    }

    /// Opens the regular file `relative` under `folder` for reading, following no link on the way.
    /// - Throws: `LinkInTheWay` when a step of the path is a symbolic link; `VaultError.unreadable` (the
    ///   system's reason) when the file cannot be opened or is no regular file.
    static func open(_ relative: String, in folder: URL) throws -> FileHandle {
        let name = folder.appendingPathComponent(relative).path
        var current = Glibc.open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw VaultError.unreadable(file: folder.path, reason: .errno(errno)) }
        let parts = relative.split(separator: "/").map(String.init)
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            // O_NONBLOCK: a FIFO put in the source must not hold the import up; it is refused below.
            let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (last ? O_NONBLOCK | O_NOCTTY : O_DIRECTORY)
            let next = openat(current, part, flags)
            let code = errno
            close(current)
            guard next >= 0 else {
                if code == ELOOP || (code == ENOTDIR && isLink(parts[...index], in: folder)) {
                    throw LinkInTheWay(path: parts[...index].joined(separator: "/"))
                }
                throw VaultError.unreadable(file: name, reason: .errno(code))
            }
            current = next
        }
        var info = stat()
        guard fstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(current)
            throw VaultError.unreadable(file: name, reason: .errno(EINVAL))
        }
        _ = fcntl(current, F_SETFL, fcntl(current, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: current, closeOnDealloc: true)
    }

    private static func isLink(_ parts: ArraySlice<String>, in folder: URL) -> Bool {
        kind(of: parts.joined(separator: "/"), in: folder) == .link
    }
}
