import Foundation
import Testing

@testable import Localization

/// The forms a DAY takes, as every message and help text about a DAY lists them.
@Suite struct CommandLineTextTests {
    static let languages: [any InterfaceText] = [EnglishText(), KoreanText()]

    /// The words of a list of forms, without their quotes: `'3 days ago'` → `3 days ago`.
    static func forms(_ list: String) -> Set<String> {
        Set(list.components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) })
    }

    @Test func bothLanguagesListTheSameForms() {
        #expect(Self.forms(EnglishText().dayForms) == Self.forms(KoreanText().dayForms))
        #expect(Self.forms(EnglishText().rangeForms) == Self.forms(KoreanText().rangeForms))
        #expect(KoreanText().dayForms.hasPrefix("YYYY-MM-DD, 오늘"), "Korean words first in Korean")
    }

    @Test func everyBadDayMessageListsEveryForm() {
        for text in Self.languages {
            #expect(Self.forms(text.rangeForms).isSuperset(of: Self.forms(text.dayForms)))
            #expect(text.unknownDay("someday").contains(text.dayForms))
            #expect(text.unknownDay("someday").contains("2026/11/2026-11-21.md"), "a path is a DAY|PATH too")
            #expect(text.notOneDay(argument: "DAY", text: "someday").contains(text.dayForms))
            #expect(text.notADay(option: "--from", text: "someday").contains(text.rangeForms))
            for form in ["last friday", "3 days ago", "어제", "지난 금요일"] {
                #expect(Self.forms(text.dayForms).contains(form), "\(form)")
            }
        }
    }

    @Test func anUnknownCommandNamesTheWordAndTheNearestCommand() {
        for text in Self.languages {
            let close = text.unknownCommand("lst", suggestion: "list", helpCommand: "diary --help")
            #expect(close.contains("'lst'") && close.contains("'list'") && !close.contains("--help"), "\(close)")
            let far = text.unknownCommand("frobnicate", suggestion: nil, helpCommand: "diary remote --help")
            #expect(far.contains("'frobnicate'") && far.contains("'diary remote --help'"), "\(far)")
            #expect(!close.contains("\n") && !far.contains("\n"))
        }
        #expect(
            EnglishText().unknownCommand("lst", suggestion: "list", helpCommand: "diary --help")
                == "unknown command 'lst'; did you mean 'list'?")
    }

    @Test func standardOutputThatCannotBeWrittenIsNamedWithTheSystemsReason() {
        for text in Self.languages {
            let line = text.standardOutputUnwritable(reason: "No space left on device")
            #expect(line.contains("No space left on device") && !line.contains("\n"), "\(line)")
        }
        #expect(KoreanText().standardOutputUnwritable(reason: "x").hasPrefix("표준 출력"))
        #expect(
            EnglishText().standardOutputUnwritable(reason: "No space left on device")
                == "standard output: cannot write: No space left on device; the output is incomplete")
    }
}
