import WebReader

extension ConnectionLimits {
    /// The variable that shortens (or lengthens) `keyTimeout`, in seconds: tests use a second, a slow
    /// network may want more.
    static let keyTimeoutVariable = "DIARY_SERVE_KEY_TIMEOUT"
    /// The range `keyTimeoutVariable` takes, in seconds.
    static let keyTimeoutRange = 0.1...3600.0

    /// The limits `environment` sets; nil when `keyTimeoutVariable` is set to anything but a number of
    /// seconds in `keyTimeoutRange`.
    static func from(environment: [String: String]) -> ConnectionLimits? {
        var limits = ConnectionLimits()
        if let value = environment[keyTimeoutVariable] {
            guard let seconds = Double(value), keyTimeoutRange.contains(seconds) else { return nil }
            limits.keyTimeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        return limits
    }
}
