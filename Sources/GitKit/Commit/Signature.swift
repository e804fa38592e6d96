import Clibgit2
import Foundation

/// Who made a commit and when, with the UTC offset of their clock.
public struct Signature: Sendable, Equatable {
    /// The person's name, e.g. "Ada Lovelace".
    public let name: String
    /// The person's email address, without angle brackets.
    public let email: String
    /// The moment, to the second.
    public let time: Date
    /// Minutes east of UTC of the clock that made it (git's `+0900` is 540).
    public let offsetMinutes: Int

    /// Creates a signature from its parts.
    public init(name: String, email: String, time: Date, offsetMinutes: Int) {
        self.name = name
        self.email = email
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    /// A signature for `date` from config values, using `fallback`'s name and email for missing or
    /// unusable ones.
    static func withFallbacks(
        name: String?, email: String?, fallback: ToolIdentity, at date: Date,
        timeZone: TimeZone
    ) -> Signature {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        return Signature(
            name: usable(name) ?? fallback.name,
            email: usable(email) ?? fallback.email,
            time: Date(timeIntervalSince1970: seconds),
            offsetMinutes: timeZone.secondsFromGMT(for: date) / 60
        )
    }

    /// `value` trimmed, or nil when git_signature_new would reject it (empty, angle brackets, newline).
    private static func usable(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        // libgit2 also strips these from both ends; a value made only of them is empty to it.
        let crud = CharacterSet(charactersIn: ".,:;<>\"\\'").union(.whitespacesAndNewlines)
        guard !trimmed.trimmingCharacters(in: crud).isEmpty,
            !trimmed.contains(where: { $0 == "<" || $0 == ">" || $0.isNewline })
        else { return nil }
        return trimmed
    }

    init(_ signature: UnsafePointer<git_signature>) {
        let value = signature.pointee
        self.name = value.name.map { String(cString: $0) } ?? ""
        self.email = value.email.map { String(cString: $0) } ?? ""
        self.time = Date(timeIntervalSince1970: TimeInterval(value.when.time))
        self.offsetMinutes = Int(value.when.offset)
    }

    /// A libgit2 copy of this signature.
    func makeHandle() throws -> Handle<Libgit2.Signature> {
        let seconds = git_time_t(time.timeIntervalSince1970.rounded(.down))
        return try Handle.make("git_signature_new") {
            git_signature_new(&$0, name, email, seconds, Int32(offsetMinutes))
        }
    }
}
