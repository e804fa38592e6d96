import Localization
import VaultKit

/// What a failure says to a person after `error:`, in a language, and the exit status it ends with: the
/// same wording and codes in both programs (vault errors 1, usage errors 64).
public struct Failure: Sendable, Equatable {
    public let message: String
    public let exitCode: Int32

    public init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// `error` as diary words it in `text`'s language.
    public init(_ error: any Error, text: any InterfaceText) {
        switch error {
        case let error as VaultError: self.init(message: error.message(in: text), exitCode: error.exitCode)
        case let error as SettingsError: self.init(message: error.message(in: text), exitCode: error.exitCode)
        default: self.init(message: "\(error)", exitCode: 1)
        }
    }
}
