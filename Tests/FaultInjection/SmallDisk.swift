import Foundation
import TestSupport
import Testing

/// A small tmpfs mounted for one test, to fill up and cause a real "No space left on device".
/// Mounting needs root (CI runs as root); without it the test fails and says so rather than pass unseen.
public struct SmallDisk {
    public let folder: URL
    private let filler: URL

    /// Mounts a tmpfs of `kibibytes` at a new folder, runs `body`, and unmounts it whatever happens.
    public static func with(kibibytes: Int, _ body: (SmallDisk) throws -> Void) throws {
        guard let disk = try mount(kibibytes: kibibytes) else { return }
        defer { disk.unmount() }
        try body(disk)
    }

    /// `with`, for async tests.
    public static func with(kibibytes: Int, _ body: (SmallDisk) async throws -> Void) async throws {
        guard let disk = try mount(kibibytes: kibibytes) else { return }
        defer { disk.unmount() }
        try await body(disk)
    }

    private static func mount(kibibytes: Int) throws -> SmallDisk? {
        let folder = try TemporaryFolder.make("small-disk")
        let mounted = try runProgram(["mount", "-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.path])
        guard mounted.status == 0 else {
            TemporaryFolder.remove(folder)
            Issue.record("cannot mount a tmpfs (this fault test needs root): \(mounted)")
            return nil
        }
        return SmallDisk(folder: folder, filler: folder.appendingPathComponent("filler"))
    }

    private func unmount() {
        _ = try? runProgram(["umount", "-l", folder.path])
        TemporaryFolder.remove(folder)
    }

    /// Fills the disk so that about `kibibytes` stay free (0: none).
    public func fill(leaving kibibytes: Int) throws {
        try? FileManager.default.removeItem(at: filler)
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        let size = max(0, free - kibibytes * 1024)
        let fd = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd) }
        if size > 0 { _ = posix_fallocate(fd, 0, off_t(size)) }
    }

    /// Frees what `fill` took.
    public func drain() {
        try? FileManager.default.removeItem(at: filler)
    }
}
