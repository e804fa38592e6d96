import ArgumentParser
import Localization
import VaultKit

/// `--location`, `--weather`, `--tag`, `--no-weather` and `--star`: what a new entry records about its
/// moment (shared by `new` and `open`).
struct NewEntryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Strings.current.helpLocationOption, valueName: "text"))
    var location: String?

    @Option(name: .long, help: ArgumentHelp(Strings.current.helpWeatherOption, valueName: "text"))
    var weather: String?

    // The next argument is the tag even when it starts with a dash (`--tag "- dash"`).
    @Option(name: .long, parsing: .unconditionalSingleValue, help: ArgumentHelp(Strings.current.helpTagOption, valueName: "tag"))
    var tag: [String] = []

    @Flag(name: .customLong("no-weather"), help: ArgumentHelp(Strings.current.helpNoWeatherOption))
    var noWeather = false

    @Flag(name: .long, help: ArgumentHelp(Strings.current.helpStarOption))
    var star = false

    /// True when none of these options was given.
    var isEmpty: Bool { location == nil && weather == nil && tag.isEmpty && !noWeather && !star }

    func validate() throws {
        if weather != nil, noWeather {
            throw ValidationError(Strings.current.conflictingOptions("--weather", "--no-weather"))
        }
        if let location, location.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(Strings.current.emptyOptionValue("--location", example: "--location \"Busan\""))
        }
        if let weather, weather.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(Strings.current.emptyOptionValue("--weather", example: "--weather \"Rain, 12°C\""))
        }
        if tag.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ValidationError(Strings.current.emptyOptionValue("--tag", example: "--tag travel"))
        }
    }

    /// The moment these options and `settings` describe.
    func moment(settings: Settings) -> NewEntryMoment {
        NewEntryMoment(
            settings: settings, location: location?.trimmingCharacters(in: .whitespaces),
            weather: weather, tags: tag.map { $0.trimmingCharacters(in: .whitespaces) },
            noWeather: noWeather, star: star)
    }
}
