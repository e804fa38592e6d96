import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What `lstat` says of a file, as git's index keeps it to tell a changed file without reading it: device,
/// inode, mode, size, and the modification and change times to the nanosecond; nil fields for a missing file.
struct FileStamp: Equatable, Sendable {
    let path: String
    private let device: UInt64?
    private let inode: UInt64?
    private let mode: UInt32?
    private let size: Int64?
    private let modified: timespec?
    /// The change time, which no program can set back: any write, rename or chmod moves it to now.
    let changed: timespec?

    /// The file at `path` now.
    init(_ path: String) {
        self.path = path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            (device, inode, mode, size, modified, changed) = (nil, nil, nil, nil, nil, nil)
            return
        }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        mode = info.st_mode
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    /// True when the file was changed at `moment` or later (its change time): stat data taken around that
    /// moment cannot vouch for its bytes (git's "racily clean" entries).
    func changed(since moment: timespec) -> Bool {
        guard let changed else { return false }
        return changed.tv_sec > moment.tv_sec || changed.tv_sec == moment.tv_sec && changed.tv_nsec >= moment.tv_nsec
    }

    static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.path == b.path && a.device == b.device && a.inode == b.inode && a.mode == b.mode && a.size == b.size
            && same(a.modified, b.modified) && same(a.changed, b.changed)
    }

    private static func same(_ a: timespec?, _ b: timespec?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec
        default: false
        }
    }
}
