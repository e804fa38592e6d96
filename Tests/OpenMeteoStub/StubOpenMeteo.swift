import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Tests/Support/stub_open_meteo.py (a stand-in for Open-Meteo, shared by the OpenMeteo and end-to-end tests) running on 127.0.0.1 in one mode; killed (SIGKILL) on `stop()` or deinit.
public final class StubOpenMeteo {
    public enum Mode: String {
        case good, notfound, malformed, hang
        case failing = "500"
    }

    let process: Process
    public let port: Int
    /// Where the stub appends the request line of every request it receives.
    public let log: URL

    /// Base URL for both services: `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }

    /// The request lines received so far.
    public var requests: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Starts the stub and waits (up to 20 s: the machine may be busy) for it to print its port.
    public init(_ mode: Mode, delay: Double? = nil) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("stub-open-meteo-\(UUID().uuidString).log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python.path)
        process.arguments = python.arguments + [scriptPath, mode.rawValue, log.path] + (delay.map { ["--delay", String($0)] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        guard let port = Self.firstLine(of: output.fileHandleForReading.fileDescriptor, within: 20).flatMap({ Int($0) }) else {
            kill(process.processIdentifier, SIGKILL)
            throw StubError(description: "the stub did not print its port")
        }
        self.port = port
    }

    deinit { stop() }

    private var stopped = false

    /// Kills the stub (SIGKILL: a process started from a test thread may have SIGTERM blocked).
    public func stop() {
        guard !stopped else { return }
        stopped = true
        kill(process.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: log)
    }

    private static func firstLine(of descriptor: Int32, within seconds: Double) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var bytes: [UInt8] = []
        while ContinuousClock.now < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 else { return nil }
            guard ready.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}

public struct StubError: Error, CustomStringConvertible {
    public let description: String
}

private let scriptPath = packageRoot.appendingPathComponent("Tests/Support/stub_open_meteo.py").path

/// The system's python3 when there is one (a pyenv shim first in PATH starts much slower), else PATH's.
private let python: (path: String, arguments: [String]) =
    ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    .map { ($0, []) } ?? ("/usr/bin/env", ["python3"])

/// Seconds from `start` until now.
public func seconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = start.duration(to: .now).components
    return Double(seconds) + Double(attoseconds) / 1e18
}
