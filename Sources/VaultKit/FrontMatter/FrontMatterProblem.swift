import Localization

/// What is wrong with an entry's front matter, kept as data so that the error can be said in the reader's
/// language (`VaultError.malformedFrontMatter`).
public enum FrontMatterProblem: Sendable, Equatable {
    /// The YAML reader's own wording.
    case yaml(String)
    /// The YAML reader's wording of a line indented with a tab.
    case tabIndent(String)
    /// YAML the reader could not describe.
    case invalidYAML
    /// A list or a lone value instead of `key: value` lines.
    case notKeyValueLines
    /// A key that is a list or a map.
    case keyNotText
    /// Keys the YAML reader found twice.
    case duplicateKeys([String])
    /// A key given twice.
    case duplicateKey(String)
    /// A value of the contract's `key` in the wrong shape (a schema that is not a whole number, tags
    /// that are not a list, …); the key says what it must be.
    case badValue(FrontMatterKey)
    case weatherCodeNotWholeNumber
    /// `field` (e.g. `location.name`) is not text.
    case notText(field: String)
    /// `field` (e.g. `weather.temperature`) is not a number.
    case notNumber(field: String)
    // MARK: Hostile input (limits on what is read)
    /// The block holds `bytes`, more than the `limit` diary reads.
    case tooLarge(bytes: Int, limit: Int)
    /// More than `limit` keys, aliases counted as what they repeat.
    case tooManyKeys(limit: Int)
    /// More than `limit` values once aliases are replaced by what they repeat.
    case tooManyValues(limit: Int)
    /// Lists and maps nested more than `limit` deep.
    case tooDeep(limit: Int)
    /// `created` is a date outside the years diary handles (1 to 9999).
    case createdOutOfRange
    // MARK: Other tools' front matter
    /// Hugo's TOML front matter (`+++` lines) in a vault entry: `diary migrate` rewrites it as YAML.
    case tomlNeedsMigration
    /// TOML front matter that the TOML reader refused, in its own words.
    case toml(String)

    /// A problem with Hugo's TOML front matter, which is no YAML to fix.
    public var isTOML: Bool {
        switch self {
        case .tomlNeedsMigration, .toml: return true
        default: return false
        }
    }

    /// The problem in `text`'s language.
    public func message(in text: any CoreText) -> String {
        switch self {
        case .yaml(let problem): return problem
        case .tabIndent(let problem): return text.frontMatterTabIndent(problem: problem)
        case .invalidYAML: return text.frontMatterInvalidYAML
        case .notKeyValueLines: return text.frontMatterExpectedKeyValues
        case .keyNotText: return text.frontMatterKeyNotText
        case .duplicateKeys(let keys): return text.frontMatterDuplicateKeys(keys)
        case .duplicateKey(let key): return text.frontMatterDuplicateKey(key)
        case .badValue(let key): return key.badValueMessage(in: text)
        case .weatherCodeNotWholeNumber: return text.frontMatterWeatherCodeNotWholeNumber
        case .notText(let field): return text.frontMatterNotText(field: field)
        case .notNumber(let field): return text.frontMatterNotNumber(field: field)
        case .tooLarge(let bytes, let limit): return text.frontMatterTooLarge(bytes: bytes, limit: limit)
        case .tooManyKeys(let limit): return text.frontMatterTooManyKeys(limit: limit)
        case .tooManyValues(let limit): return text.frontMatterTooManyValues(limit: limit)
        case .tooDeep(let limit): return text.frontMatterTooDeep(limit: limit)
        case .createdOutOfRange: return text.frontMatterCreatedOutOfRange
        case .tomlNeedsMigration: return text.frontMatterTOMLNeedsMigration
        case .toml(let problem): return text.frontMatterTOML(problem: problem)
        }
    }
}
