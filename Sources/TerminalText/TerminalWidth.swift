import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How wide the terminal a stream writes to is, for messages wrapped to it.
public enum TerminalWidth {
    /// Columns of the terminal on `descriptor` (TIOCGWINSZ), else `COLUMNS` of `environment` (the
    /// program's), else 80; nil when `descriptor` is not a terminal, so scripts and pipes get one line per
    /// message.
    public static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }
}
