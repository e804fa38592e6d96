import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Reading the files an import names.
enum ImportFiles {
    /// The most diary reads from one file of an import (a jrnl or Day One JSON, a journal inside a zip, a
    /// Markdown file): 64 MB, decades of daily entries. Decoding JSON takes several times its size in memory.
    static let maxBytes = 64 * 1024 * 1024

    /// The bytes of the file at `url`, refused unread when it is larger than `maxBytes`.
    /// - Throws: `VaultError.unreadable` naming the file, with a short reason; `VaultError.importTooLarge`.
    static func contents(of url: URL) throws -> Data {
        if isFolder(url) { throw VaultError.importIsAFolder(path: url.path) }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw VaultError.unreadable(file: url.path, reason: .text(reason(error)))
        }
        defer { try? handle.close() }
        return try contents(of: handle, name: url.path)
    }

    /// What `handle` holds up to its end (a file, a pipe), refused once past `maxBytes`, and unread when
    /// it is a file that says its size.
    static func contents(of handle: FileHandle, name: String) throws -> Data {
        var info = stat()
        if fstat(handle.fileDescriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maxBytes {
            throw VaultError.importTooLarge(file: name, bytes: Int(info.st_size), limit: maxBytes)
        }
        var data = Data()
        do {
            // A megabyte at a time: a pipe says nothing of its size.
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                guard data.count + chunk.count <= maxBytes else {
                    throw VaultError.importTooLarge(file: name, bytes: nil, limit: maxBytes)
                }
                data.append(chunk)
            }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError.unreadable(file: name, reason: .text(reason(error)))
        }
        return data
    }

    /// True when the file at `url` begins as a zip archive does (`PK\u{3}\u{4}`).
    static func isZip(_ url: URL) -> Bool {
        guard !isFolder(url), let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// True when `url` is a folder (or a link to one).
    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A file error as a short reason: `No such file or directory`, `Permission denied`.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "No such file or directory"
            case NSFileReadNoPermissionError: return "Permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
