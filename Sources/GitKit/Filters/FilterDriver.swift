import Clibgit2
import Foundation

/// A git filter driver (`filter=NAME` in `.gitattributes`, e.g. git-crypt's) run inside the process
/// instead of as the command git's config names.
///
/// Once a repository runs a driver (`Repository.run(_:as:)`), every way GitKit moves bytes between the
/// work tree and the object store goes through it: commits, the index refresh, status's comparison of a
/// changed file, `contents(of:at:)`, `commitTree`, patches and libgit2's own checkout.
///
/// A file of a megabyte or more goes through the driver a piece at a time (`clean(_:path:into:)`,
/// `smudge(_:path:into:)`), so a driver that streams never needs the file in memory whole.
public protocol FilterDriver: Sendable {
    /// The bytes to store for the work-tree file `path` (git's "clean").
    func clean(_ data: Data, path: String) throws -> Data
    /// The bytes to write to the work tree for the stored `path` (git's "smudge").
    func smudge(_ data: Data, path: String) throws -> Data
    /// `clean` of `input`, handed to `output` a piece at a time, in order. A driver checks what it can
    /// before the first piece; when it throws after some, the caller throws them away.
    func clean(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws
    /// `smudge` of `input`, handed to `output` a piece at a time, in order, as `clean(_:path:into:)`.
    func smudge(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws
    /// How many bytes `clean` makes of `count` bytes, when the count alone says (a blob is then written
    /// to the object store as it is cleaned); nil when only the cleaning tells.
    func cleanedCount(of count: Int) -> Int?
}

extension FilterDriver {
    /// Gathers `input` whole for `clean(_:path:)`: a driver that cannot stream.
    public func clean(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try clean(input.gathered(), path: path).withUnsafeBytes { try output($0) }
    }

    /// Gathers `input` whole for `smudge(_:path:)`: a driver that cannot stream.
    public func smudge(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try smudge(input.gathered(), path: path).withUnsafeBytes { try output($0) }
    }

    public func cleanedCount(of count: Int) -> Int? { nil }
}

/// A filter driver that runs here failed on a file (e.g. git-crypt's key does not decrypt it).
public struct FilterDriverFailure: Error, Equatable, Sendable {
    /// The file, relative to the work tree.
    public let path: String
    /// What the driver said, in English.
    public let reason: String
    /// The driver's own error, for a program that words it in a language of its own.
    public let cause: (any Error)?

    public init(path: String, reason: String, cause: (any Error)? = nil) {
        self.path = path
        self.reason = reason
        self.cause = cause
    }

    /// The driver's `error` on `path`: its description as the reason, and the error itself as the cause.
    init(path: String, failing error: any Error) {
        self.init(path: path, reason: "\(error)", cause: error)
    }

    /// The same file and the same words (the cause is the words' source).
    public static func == (lhs: FilterDriverFailure, rhs: FilterDriverFailure) -> Bool {
        lhs.path == rhs.path && lhs.reason == rhs.reason
    }
}

/// The drivers each repository runs, by git folder and driver name; libgit2 asks here through the
/// filter registered in `shim.h` for each driver name.
enum FilterDrivers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var drivers: [String: [String: any FilterDriver]] = [:]
    nonisolated(unsafe) private static var registered: Set<String> = []

    /// Makes `driver` the one that runs for `name` in the repository whose git folder is `gitdir`.
    static func set(_ driver: (any FilterDriver)?, name: String, gitdir: String) throws {
        lock.lock()
        defer { lock.unlock() }
        if driver != nil, !registered.contains(name) {
            try Libgit2.initialize()
            let result = clibgit2_register_whole_file_filter(name, filterCheck, filterTransform)
            if result < 0, result != GIT_EEXISTS.rawValue { throw GitError.last(code: result, function: "git_filter_register") }
            git_error_clear()
            registered.insert(name)
        }
        drivers[name, default: [:]][gitdir] = driver
    }

    /// True when some driver runs in the repository at `gitdir`.
    static func anyRuns(gitdir: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return drivers.values.contains { $0[gitdir] != nil }
    }

    /// The driver for `name` in the repository at `gitdir`, nil when none runs there.
    static func driver(_ name: String, gitdir: String) -> (any FilterDriver)? {
        lock.lock()
        defer { lock.unlock() }
        return drivers[name]?[gitdir]
    }
}

/// libgit2 asks whether to filter: only where a driver runs (elsewhere git's attribute is left alone).
private let filterCheck: clibgit2_filter_check_fn = { name, gitdir, _ in
    guard let name, let gitdir, FilterDrivers.driver(String(cString: name), gitdir: String(cString: gitdir)) != nil else {
        return GIT_PASSTHROUGH.rawValue
    }
    return 0
}

/// libgit2 hands over a whole file (in memory, or in a file of the filter's when it is large): the driver
/// cleans it (to the object store) or smudges it (to the work tree), a piece at a time, through `emit`.
private let filterTransform: clibgit2_filter_transform_fn = { name, gitdir, path, toODB, input, inputFile, length, emit, sink in
    guard let name, let gitdir, let pathPointer = path, let emit else { return -1 }
    let path = String(cString: pathPointer)
    guard let driver = FilterDrivers.driver(String(cString: name), gitdir: String(cString: gitdir)) else {
        git_error_set_str(Int32(GIT_ERROR_FILTER.rawValue), "no filter driver '\(String(cString: name))' for '\(path)'")
        return -1
    }
    let bytes =
        inputFile >= 0
        ? FilterInput(file: inputFile, count: length, name: path)
        : FilterInput(bytes: UnsafeRawBufferPointer(start: length > 0 ? input : nil, count: length))
    /// A libgit2 error from the next stream, passed back as it is (its message is set already).
    struct NextStreamFailed: Error { let code: Int32 }
    func output(_ piece: UnsafeRawBufferPointer) throws {
        guard let base = piece.baseAddress, piece.count > 0 else { return }
        let code = emit(sink, base.assumingMemoryBound(to: UInt8.self), piece.count)
        if code != 0 { throw NextStreamFailed(code: code) }
    }
    do {
        if toODB != 0 {
            try driver.clean(bytes, path: path, into: output)
        } else {
            try driver.smudge(bytes, path: path, into: output)
        }
        return 0
    } catch let failure as NextStreamFailed {
        return failure.code
    } catch {
        git_error_set_str(Int32(GIT_ERROR_FILTER.rawValue), "\(path): \(error)")
        return -1
    }
}

extension Repository {
    /// Runs `driver` for files whose attributes say `filter=name` in this repository (and any other
    /// `Repository` opened on the same git folder), from now until the process ends or `stopRunning`.
    public func run(_ driver: any FilterDriver, as name: String) throws {
        try FilterDrivers.set(driver, name: name, gitdir: gitDirectoryKey)
    }

    /// Stops running the driver `name` here: its files are refused again (`UnappliedFilter`).
    public func stopRunning(_ name: String) {
        try? FilterDrivers.set(nil, name: name, gitdir: gitDirectoryKey)
    }

    /// The driver that runs for `name` here, nil when none does.
    func runningDriver(_ name: String) -> (any FilterDriver)? {
        FilterDrivers.driver(name, gitdir: gitDirectoryKey)
    }

    /// The driver that runs for the `filter=` attribute `attributes` give `path` (the work tree's when nil),
    /// nil when none does (or none is named).
    func runningDriver(for path: String, attributes: GivenAttributes?) throws -> (any FilterDriver)? {
        guard let attributes else { return try runningDriver(for: path) }
        return try attributes.filterDriver(for: path).flatMap(runningDriver)
    }

    /// The driver that runs for `path`'s `filter=` attribute, nil when none does (or none is named).
    func runningDriver(for path: String) throws -> (any FilterDriver)? {
        // Most repositories run none: no attributes to look up.
        guard FilterDrivers.anyRuns(gitdir: gitDirectoryKey), let name = try filterDriver(for: path) else { return nil }
        return runningDriver(name)
    }

    /// `data`, the work-tree bytes of `path`, as they are stored: cleaned by the driver that runs for it.
    /// With `attributes`, the driver is the one they name.
    func storedBytes(_ data: Data, for path: String, attributes: GivenAttributes? = nil) throws -> Data {
        guard let driver = try runningDriver(for: path, attributes: attributes) else { return data }
        return try Self.clean(data, path: path, with: driver)
    }

    /// `data`, the stored bytes of `path`, as the work tree has them: smudged by the driver that runs for it.
    func workTreeBytes(_ data: Data, for path: String, attributes: GivenAttributes? = nil) throws -> Data {
        guard let driver = try runningDriver(for: path, attributes: attributes) else { return data }
        do {
            return try driver.smudge(data, path: path)
        } catch {
            throw FilterDriverFailure(path: path, failing: error)
        }
    }

    /// `driver`'s clean of `data`, its failure a `FilterDriverFailure` naming `path`.
    static func clean(_ data: Data, path: String, with driver: any FilterDriver) throws -> Data {
        do {
            return try driver.clean(data, path: path)
        } catch {
            throw FilterDriverFailure(path: path, failing: error)
        }
    }

    /// The git folder as libgit2 spells it, which is how its filter callbacks name the repository.
    var gitDirectoryKey: String {
        String(cString: git_repository_path(handle.pointer))
    }
}
