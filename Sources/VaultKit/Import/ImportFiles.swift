import Foundation
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// Reading the files an import names.
enum ImportFiles {
    /// The bytes of the file at `url`.
    /// - Throws: `VaultError.unreadable` naming the file, with a short reason.
    static func contents(of url: URL) throws -> Data {
        if isFolder(url) { throw VaultError.unreadable(file: url.path, reason: Strings.current.importIsAFolder) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw VaultError.unreadable(file: url.path, reason: reason(error))
        }
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
