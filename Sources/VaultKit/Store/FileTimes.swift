import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension stat {
    /// When the file was last modified, to the nanosecond the file system keeps.
    var modified: Date {
        Date(timeIntervalSince1970: TimeInterval(st_mtim.tv_sec) + TimeInterval(st_mtim.tv_nsec) / 1e9)
    }
}
