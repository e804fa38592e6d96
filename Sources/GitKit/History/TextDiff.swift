import Clibgit2
import Foundation

/// Unified diffs of two texts, as git writes them, without a repository.
public enum TextDiff {
    /// The unified diff (with `a/` and `b/` headers for `path`) turning `old` into `new`; empty when equal.
    public static func unified(old: Data, new: Data, path: String) throws -> String {
        try Libgit2.initialize()
        let patch = try old.withUnsafeBytes { oldBytes in
            try new.withUnsafeBytes { newBytes in
                try Handle<Libgit2.Patch>.make("git_patch_from_buffers") {
                    git_patch_from_buffers(
                        &$0, oldBytes.baseAddress, oldBytes.count, path,
                        newBytes.baseAddress, newBytes.count, path, nil)
                }
            }
        }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        try check(git_patch_to_buf(&buffer, patch.pointer), "git_patch_to_buf")
        guard let bytes = buffer.ptr else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: buffer.size), as: UTF8.self)
    }
}
