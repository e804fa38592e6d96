import ArgumentParser
import VaultKit

/// Parses DAY options (`--from`, `--to`): today, yesterday or YYYY-MM-DD.
enum DayOption {
    static func parse(_ text: String?, option: String, vault: Vault) throws -> Day? {
        guard let text else { return nil }
        guard let day = DaySpec.parse(text, today: vault.today()) else {
            throw ValidationError("\(option) '\(text)' is not a day; use today, yesterday or YYYY-MM-DD, e.g. \(option) 2026-11-01")
        }
        return day
    }
}
