import Foundation

/// The language of diary's interface text: Korean when the locale says so, else English.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// From POSIX locale variables in their order of precedence for messages: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` (`ko_KR.UTF-8` → Korean; `C`, unknown or nothing → English).
    public static func from(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }

    /// Every string of the interface in this language.
    public var text: any InterfaceText {
        switch self {
        case .english: return EnglishText()
        case .korean: return KoreanText()
        }
    }
}
