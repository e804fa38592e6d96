import Foundation
import VaultKit

/// Dates in the user's locale (`LC_ALL`, then `LC_TIME`, then `LANG` of the environment the program
/// passes), shown in the offset the entry was written in.
public final class DateDisplay {
    public let locale: Locale
    private let template: String
    private var formatters: [Int: DateFormatter] = [:]
    private let fast: PatternDateFormat?

    public init(template: String = "yMMMdEEEjmm", environment: [String: String]) {
        self.locale = DateDisplay.dateLocale(environment: environment)
        self.template = template
        self.fast = PatternDateFormat(locale: locale, template: template)
    }

    /// Dates in `locale` (a web page's language rather than this process's environment).
    public convenience init(locale: Locale, template: String = "yMMMdEEEjmm") {
        self.init(locale: locale, template: template, fast: PatternDateFormat(locale: locale, template: template))
    }

    private init(locale: Locale, template: String, fast: PatternDateFormat?) {
        self.locale = locale
        self.template = template
        self.fast = fast
    }

    /// The same display for another thread (each thread formats with its own): its pattern copied
    /// rather than worked out again from ICU, which costs more than formatting thousands of dates.
    public func copy() -> DateDisplay {
        DateDisplay(locale: locale, template: template, fast: fast?.copy())
    }

    /// The locale of dates, month and weekday names: `LC_ALL`, then `LC_TIME`, then `LANG` (the one list of
    /// them, for both programs).
    public static func dateLocale(environment: [String: String]) -> Locale {
        locale(environment: environment, categories: ["LC_ALL", "LC_TIME", "LANG"])
    }

    /// The locale of numbers: `LC_ALL`, then `LC_NUMERIC`, then `LANG`.
    public static func numberLocale(environment: [String: String]) -> Locale {
        locale(environment: environment, categories: ["LC_ALL", "LC_NUMERIC", "LANG"])
    }

    /// A Foundation locale from POSIX variables: `ko_KR.UTF-8` → `ko_KR`; `C`, `POSIX` or nothing → `en_US`.
    public static func locale(environment: [String: String], categories: [String]) -> Locale {
        for name in categories {
            guard let value = environment[name], !value.isEmpty else { continue }
            let base = value.split(separator: ".").first.map(String.init) ?? value
            let identifier = base.split(separator: "@").first.map(String.init) ?? base
            if identifier == "C" || identifier == "POSIX" { return Locale(identifier: "en_US") }
            return Locale(identifier: identifier)
        }
        return Locale(identifier: "en_US")
    }

    public func string(_ stamp: EntryTimestamp) -> String {
        if let fast { return fast.string(stamp) }
        return formatter(offset: stamp.offsetSeconds).string(from: stamp.date)
    }

    /// `string(stamp)` as UTF-8, appended to `out`.
    public func append(_ stamp: EntryTimestamp, to out: inout [UInt8]) {
        if let fast {
            fast.append(stamp, to: &out)
        } else {
            out.append(contentsOf: formatter(offset: stamp.offsetSeconds).string(from: stamp.date).utf8)
        }
    }

    public func string(_ date: Date, offsetMinutes: Int) -> String {
        string(EntryTimestamp(date, in: TimeZone(secondsFromGMT: offsetMinutes * 60) ?? .utc))
    }

    private func formatter(offset: Int) -> DateFormatter {
        if let cached = formatters[offset] { return cached }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters[offset] = formatter
        return formatter
    }
}
