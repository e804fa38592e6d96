import Foundation
import Localization

/// What can go wrong with settings, templates and `diary meta`; each names the file and what to do.
public enum SettingsError: Error, Equatable, Sendable {
    /// A settings file that is not valid YAML, or not `key: value` lines.
    case brokenFile(file: String, line: Int?, problem: SettingsProblem)
    case notUTF8(file: String)
    case unreadable(file: String, reason: String)
    /// A folder where the settings file should be.
    case isAFolder(file: String)
    /// A value in a file that its key does not take.
    case badValue(file: String, line: Int, key: String, requirement: SettingRequirement, example: String)
    /// A value on the command line that its key does not take (a usage error).
    case badArgument(key: String, value: String, requirement: SettingRequirement, example: String)
    /// A key on the command line that diary does not know (a usage error).
    case unknownKey(String)
    /// `diary config get` of a key no file sets and that has no default.
    case notSet(key: String)
    /// The key's line cannot be changed on its own (it sits in a `{…}` map with others).
    case uneditable(file: String, line: Int, key: String)
    /// The template file the settings name does not exist.
    case templateMissing(file: String)
    case templateUnreadable(file: String, reason: String)
    /// A folder where the template file should be.
    case templateIsAFolder(file: String)
    case templateNotUTF8(file: String)
    /// `journals:` that is not names (letters, digits, `-`, `_`, `.`) with vault folders.
    case badJournals(file: String, line: Int)
    /// `journal:` that names none of the journals (nil: not a name at all).
    case badDefaultJournal(file: String, line: Int, name: String?, known: [String])
    /// `-j NAME` that names no journal (a usage error).
    case unknownJournal(name: String, known: [String], file: String)
    /// A journal name that could not be typed after `-j` (a usage error).
    case badJournalName(String)
    /// `diary init --journal NAME PATH` for a name the file gives another folder.
    case journalTaken(file: String, line: Int, name: String, path: String)
    /// An entry changed on disk between reading it and writing it.
    case changedMeanwhile(file: String)
    /// The changed entry would not read back as intended; nothing was written.
    case notReadBack(file: String)

    /// 64 for a bad argument, as for any usage error; 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .badArgument, .unknownKey, .unknownJournal, .badJournalName: return 64
        default: return 1
        }
    }

    /// The message in `text`'s language: what is wrong, in which file, and what to do.
    public func message(in text: any InterfaceText) -> String {
        switch self {
        case .brokenFile(let file, let line, let problem):
            return text.settingsBroken(file: file, line: line, problem: problem.message(in: text))
        case .notUTF8(let file):
            return text.settingsNotUTF8(file: file)
        case .unreadable(let file, let reason):
            return text.settingsUnreadable(file: file, reason: reason)
        case .isAFolder(let file):
            return text.settingsUnreadable(file: file, reason: text.settingsIsFolder)
        case .badValue(let file, let line, let key, let requirement, let example):
            return text.settingsBadValue(
                file: file, line: line, key: key,
                requirement: text.settingRequirement(requirement), example: example)
        case .badArgument(let key, let value, let requirement, let example):
            return text.settingsBadArgument(
                key: key, value: value,
                requirement: text.settingRequirement(requirement), example: example)
        case .unknownKey(let key):
            return text.settingsUnknownKeyArgument(key: key, known: SettingKey.names)
        case .notSet(let key):
            return text.settingNotSet(key: key)
        case .uneditable(let file, let line, let key):
            return text.settingsUneditable(file: file, line: line, key: key)
        case .templateMissing(let file):
            return text.templateMissing(file: file)
        case .templateUnreadable(let file, let reason):
            return text.templateUnreadable(file: file, reason: reason)
        case .templateIsAFolder(let file):
            return text.templateUnreadable(file: file, reason: text.settingsIsFolder)
        case .templateNotUTF8(let file):
            return text.templateUnreadable(file: file, reason: text.templateNotUTF8)
        case .badJournals(let file, let line):
            return text.journalsBadValue(file: file, line: line)
        case .badDefaultJournal(let file, let line, let name, let known):
            return text.journalDefaultUnknown(file: file, line: line, name: name, known: known)
        case .unknownJournal(let name, let known, let file):
            return text.journalUnknown(name: name, known: known, file: file)
        case .badJournalName(let name):
            return text.journalBadName(name: name)
        case .journalTaken(let file, let line, let name, let path):
            return text.journalTaken(file: file, line: line, name: name, path: path)
        case .changedMeanwhile(let file):
            return text.metaChangedMeanwhile(file: file)
        case .notReadBack(let file):
            return text.metaNotReadBack(file: file)
        }
    }
}

/// What is wrong inside a settings file, kept as data so that it can be said in the reader's language.
public enum SettingsProblem: Sendable, Equatable {
    /// The YAML reader's own wording.
    case yaml(String)
    /// The YAML reader's wording of a line indented with a tab.
    case tabIndent(String)
    /// Past the limits on what is read (the same as an entry's front matter).
    case limits(FrontMatterProblem)
    /// A list or a lone value instead of `key: value` lines.
    case notKeyValueLines
    /// A key that is a list or a map.
    case keyNotText
    /// `key` (or keys, joined) given twice, first on `firstLine`.
    case setTwice(key: String, firstLine: Int)

    /// The problem in `text`'s language.
    public func message(in text: any InterfaceText) -> String {
        switch self {
        case .yaml(let problem): return problem
        case .tabIndent(let problem): return text.frontMatterTabIndent(problem: problem)
        case .limits(let problem): return problem.message(in: text)
        case .notKeyValueLines: return text.settingsExpectedKeyValues
        case .keyNotText: return text.settingsKeyNotText
        case .setTwice(let key, let firstLine): return text.settingsSetTwice(key: key, firstLine: firstLine)
        }
    }
}

/// Something in a settings file diary went on without: an unknown key.
public struct SettingsWarning: Equatable, Sendable {
    public let file: String
    public let line: Int
    public let key: String

    /// The warning in `text`'s language.
    public func message(in text: any InterfaceText) -> String {
        text.settingsUnknownKeyWarning(file: file, line: line, key: key, known: SettingKey.names)
    }
}
