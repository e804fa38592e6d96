import Foundation
import Hummingbird
import Localization

/// The language of a page: the first of English and Korean the browser's `Accept-Language` asks for, by its
/// weights; when it asks for neither, the language and date locale of the process (`LC_ALL`, `LANG`, …).
struct PageLanguage: Sendable {
    let language: Language
    /// The locale its dates are written in.
    let locale: Locale

    var text: any InterfaceText { language.text }

    static func choose(acceptLanguage header: String?, settings: ReaderSettings) -> PageLanguage {
        guard let header, let language = preferred(in: header) else {
            return PageLanguage(language: settings.fallbackLanguage, locale: settings.fallbackLocale)
        }
        if language == settings.fallbackLanguage { return PageLanguage(language: language, locale: settings.fallbackLocale) }
        return PageLanguage(language: language, locale: Locale(identifier: language == .korean ? "ko_KR" : "en_US"))
    }

    /// `ko-KR,ko;q=0.9,en;q=0.8` → Korean: the known language of the highest weight, the first of equals.
    static func preferred(in header: String) -> Language? {
        var best: (language: Language, weight: Double)?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            guard weight > 0, let language = Language(rawValue: primary) else { continue }
            if best == nil || weight > best!.weight { best = (language, weight) }
        }
        return best?.language
    }
}

extension PageLanguage {
    /// The language of the page that answers `request`.
    static func of(_ request: Request, _ settings: ReaderSettings) -> PageLanguage {
        choose(acceptLanguage: request.headers[.acceptLanguage], settings: settings)
    }
}
