import ArgumentParser
import Localization
import VaultKit

struct MetaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meta",
        abstract: Strings.current.metaAbstract,
        discussion: Strings.current.metaDiscussion
    )

    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.required, orPath: true))), completion: DayCompletion.kind)
    var day: String

    @Option(name: .long, help: ArgumentHelp(Strings.current.metaLocationHelp, valueName: "text"))
    var location: String?

    @Flag(name: .customLong("no-location"), help: ArgumentHelp(Strings.current.metaNoLocationHelp))
    var noLocation = false

    @Option(name: .long, help: ArgumentHelp(Strings.current.metaWeatherHelp, valueName: "text"))
    var weather: String?

    @Flag(name: .customLong("no-weather"), help: ArgumentHelp(Strings.current.metaNoWeatherHelp))
    var noWeather = false

    // Unconditional: `--tag -work` is a tag to remove, not an option.
    @Option(name: .long, parsing: .unconditionalSingleValue, help: ArgumentHelp(Strings.current.metaTagHelp, valueName: "+tag|-tag"))
    var tag: [String] = []

    @Flag(name: .long, help: ArgumentHelp(Strings.current.metaStarHelp))
    var star = false

    @Flag(name: .long, help: ArgumentHelp(Strings.current.metaUnstarHelp))
    var unstar = false

    @OptionGroup var options: VaultOptions

    func validate() throws {
        let text = Strings.current
        if location != nil, noLocation { throw ValidationError(text.conflictingOptions("--location", "--no-location")) }
        if weather != nil, noWeather { throw ValidationError(text.conflictingOptions("--weather", "--no-weather")) }
        if star, unstar { throw ValidationError(text.conflictingOptions("--star", "--unstar")) }
        if let location, location.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(text.emptyOptionValue("--location", example: "--location \"Busan\""))
        }
        if let weather, weather.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(text.emptyOptionValue("--weather", example: "--weather \"Rain, 12°C\""))
        }
        _ = try tagEdits()
        if change.isEmpty, tag.isEmpty { throw ValidationError(text.metaNothingAsked(name: day)) }
    }

    /// `+T` adds T, `-T` removes it, a bare `T` adds it.
    func tagEdits() throws -> [TagEdit] {
        try tag.map { given in
            let trimmed = given.trimmingCharacters(in: .whitespaces)
            let name = (trimmed.hasPrefix("+") || trimmed.hasPrefix("-") ? String(trimmed.dropFirst()) : trimmed)
                .trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                throw ValidationError(Strings.current.emptyOptionValue("--tag", example: "--tag +travel --tag -work"))
            }
            return trimmed.hasPrefix("-") ? .remove(name) : .add(name)
        }
    }

    /// The change these options ask for.
    var change: FrontMatterChange {
        var change = FrontMatterChange()
        if let location { change.location = .set(location.trimmingCharacters(in: .whitespaces)) }
        if noLocation { change.location = .remove }
        if let weather { change.weather = .set(Weather(typed: weather)) }
        if noWeather { change.weather = .remove }
        change.tags = (try? tagEdits()) ?? []
        if star { change.starred = true }
        if unstar { change.starred = false }
        return change
    }

    func run() throws {
        let vault = try options.open()
        let path = try vault.singleEntry(try vault.reference(for: day), argument: day)
        switch try vault.changeFrontMatter(of: path, change) {
        case .unchanged(let path):
            try Terminal.writeLine(Strings.current.metaNothingToChange(file: path.relativePath))
        case .saved(let path, let commit, let message, let fields):
            try Terminal.writeLine(Strings.current.metaChanged(fields: fields, file: path.relativePath, message: message, commit: commit))
        }
    }
}
