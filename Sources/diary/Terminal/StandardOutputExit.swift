import FileWriting
import Foundation
import Localization

extension StandardOutputError {
    /// Ends diary: quietly by SIGPIPE when the reader went away, else with one `error:` line and exit 1.
    func exit() -> Never {
        endQuietlyIfReaderWentAway()
        Terminal.printError(Strings.current.standardOutputUnwritable(reason: reason))
        Foundation.exit(1)
    }
}
