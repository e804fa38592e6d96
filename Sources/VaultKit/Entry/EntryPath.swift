import Foundation

/// Where an entry lives in the vault: `YYYY/MM/YYYY-MM-DD.md`, then `-2`, `-3`, … for further entries that day.
public struct EntryPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let day: Day
    /// 1 for the day's first entry (no suffix), 2 for `-2`, and so on.
    public let sequence: Int

    public init(day: Day, sequence: Int = 1) {
        self.day = day
        self.sequence = max(1, sequence)
    }

    /// Parses a vault-relative path; nil for anything that is not an entry's place (those files are left alone).
    public init?(relativePath: some StringProtocol) {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 4, parts[1].utf8.count == 2,
            let (day, sequence) = EntryPath.parse(fileName: parts[2]),
            String(parts[0]) == ASCIIDigits.pad(day.year, 4),
            String(parts[1]) == ASCIIDigits.pad(day.month, 2)
        else { return nil }
        self.init(day: day, sequence: sequence)
    }

    /// Parses `YYYY-MM-DD.md` or `YYYY-MM-DD-N.md` (N ≥ 2, no leading zero).
    static func parse(fileName name: some StringProtocol) -> (Day, Int)? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 13, bytes.suffix(3).elementsEqual(".md".utf8),
            let day = Day(String(decoding: bytes[0..<10], as: UTF8.self))
        else { return nil }
        if bytes.count == 13 { return (day, 1) }
        let digits = bytes[11..<(bytes.count - 3)]
        guard bytes[10] == UInt8(ascii: "-"), let first = digits.first, first != UInt8(ascii: "0"),
            digits.count <= 6, let n = ASCIIDigits.value(digits), n >= 2
        else { return nil }
        return (day, n)
    }

    public var fileName: String {
        sequence == 1 ? "\(day).md" : "\(day)-\(sequence).md"
    }

    /// Calls `body` with `fileName` as a C string, written straight into a small buffer: reading every
    /// entry opens thousands of files by name, and building each name as a `String` showed in profiles.
    func withCFileName<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard sequence < 1_000_000 else { return try fileName.withCString(body) }
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: 24) { buffer in
            guard let base = buffer.baseAddress else { return try fileName.withCString(body) }
            var end = 0
            func put(_ value: Int, digits: Int) {
                var value = value
                for position in stride(from: end + digits - 1, through: end, by: -1) {
                    buffer[position] = CChar(UInt8(ascii: "0") + UInt8(value % 10))
                    value /= 10
                }
                end += digits
            }
            func put(_ character: Unicode.Scalar) {
                buffer[end] = CChar(UInt8(ascii: character))
                end += 1
            }
            put(day.year, digits: 4)
            put("-")
            put(day.month, digits: 2)
            put("-")
            put(day.day, digits: 2)
            if sequence > 1 {
                put("-")
                put(sequence, digits: String(sequence).utf8.count)
            }
            put(".")
            put("m")
            put("d")
            buffer[end] = 0
            return try body(base)
        }
    }

    /// `2026-11-21` or `2026-11-21-2`: the name people use for the entry.
    public var name: String {
        sequence == 1 ? "\(day)" : "\(day)-\(sequence)"
    }

    public var folder: String {
        ASCIIDigits.pad(day.year, 4) + "/" + ASCIIDigits.pad(day.month, 2)
    }

    /// The vault-relative path with `/` separators.
    public var relativePath: String { folder + "/" + fileName }

    public var description: String { relativePath }

    public static func < (lhs: EntryPath, rhs: EntryPath) -> Bool {
        (lhs.day, lhs.sequence) < (rhs.day, rhs.sequence)
    }
}
