// MARK: - Settings, templates, meta

extension EnglishText {
    // Settings files

    public func settingRequirement(_ requirement: SettingRequirement) -> String {
        switch requirement {
        case .text: return "some text"
        case .latitude: return "a number from -90 to 90"
        case .longitude: return "a number from -180 to 180"
        case .boolean: return "true or false"
        case .webAddress: return "an http:// or https:// address"
        case .timeZone: return "an IANA time zone name"
        case .vaultPath: return "a path inside the vault, relative to it"
        case .tags: return "a list of tags"
        case .seconds: return "a number of seconds from 1 to 3600"
        }
    }

    public func settingsBroken(file: String, line: Int?, problem: String) -> String {
        "\(file)\(line.map { " line \($0)" } ?? ""): not a valid settings file: \(problem); fix the YAML (one 'key: value' per line)"
    }

    public func settingsNotUTF8(file: String) -> String {
        "\(file): not UTF-8 text; save the settings file as UTF-8"
    }

    public func settingsUnreadable(file: String, reason: String) -> String {
        "\(file): cannot read the settings file: \(reason)"
    }

    public var settingsIsFolder: String { "it is a folder" }
    public var settingsExpectedKeyValues: String { "expected 'key: value' lines" }
    public var settingsKeyNotText: String { "a key must be plain text" }

    public func settingsSetTwice(key: String, firstLine: Int) -> String {
        "'\(key)' is set twice (first on line \(firstLine))"
    }

    public func settingsBadValue(file: String, line: Int, key: String, requirement: String, example: String) -> String {
        "\(file) line \(line): '\(key)' must be \(requirement), e.g. \(example)"
    }

    public func settingsBadArgument(key: String, value: String, requirement: String, example: String) -> String {
        "'\(value)' is not a value for \(key): it must be \(requirement), e.g. \(example)"
    }

    public func settingsUnknownKeyArgument(key: String, known: [String]) -> String {
        "'\(key)' is not a setting diary knows; the settings are \(known.joined(separator: ", "))"
    }

    public func settingsUnknownKeyWarning(file: String, line: Int, key: String, known: [String]) -> String {
        "\(file) line \(line): unknown setting '\(key)', ignored (the settings are \(known.joined(separator: ", ")))"
    }

    public func settingNotSet(key: String) -> String {
        "\(key) is not set; set it with 'diary config set \(key) VALUE'"
    }

    public func settingsUneditable(file: String, line: Int, key: String) -> String {
        "\(file) line \(line): diary cannot change \(key) there without touching other settings; edit the file by hand (one 'key: value' per line)"
    }

    // Journals
    public func journalsBadValue(file: String, line: Int) -> String {
        "\(file) line \(line): 'journals' must give each journal's name (letters, digits, -, _ or .) its vault folder, e.g. 'personal: ~/Diary' on a line below 'journals:'"
    }

    public func journalDefaultUnknown(file: String, line: Int, name: String?, known: [String]) -> String {
        let journals = known.isEmpty ? "there are none under 'journals:'" : "the journals are \(known.joined(separator: ", "))"
        guard let name else { return "\(file) line \(line): 'journal' must be one journal's name; \(journals)" }
        return "\(file) line \(line): 'journal: \(name)' names no journal; \(journals)"
    }

    public func journalUnknown(name: String, known: [String], file: String) -> String {
        guard !known.isEmpty else {
            return "there is no journal '\(name)': \(file) names none; add one with 'diary init --journal \(name) PATH'"
        }
        return "there is no journal '\(name)'; the journals in \(file) are \(known.joined(separator: ", "))"
    }

    public func journalBadName(name: String) -> String {
        "'\(name)' cannot be a journal's name: use letters, digits, -, _ or . (not starting with -)"
    }

    public func journalTaken(file: String, line: Int, name: String, path: String) -> String {
        "\(file) line \(line): journal '\(name)' is already \(path); choose another name, or edit that line"
    }

    public func journalAdded(name: String, path: String, file: String) -> String {
        "Added journal '\(name)' (\(path)) to \(file)."
    }

    public func journalAlreadyListed(name: String, file: String) -> String {
        "Journal '\(name)' is already in \(file)."
    }

    public func journalDefaultHint(name: String) -> String {
        "to use it when no -j or --vault is given: 'diary config set journal \(name)'"
    }

    public var journalPathWithoutName: String {
        "a PATH goes with --journal NAME ('diary init --journal work ~/work-diary'); for a folder alone use --vault PATH"
    }

    public func journalsNone(file: String) -> String {
        "No journals in \(file); add one with 'diary init --journal NAME PATH'."
    }

    public func journalEntries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public var journalNoVault: String { "no vault yet" }
    public var journalNoRemotes: String { "no remotes" }
    public var journalDefaultMark: String { "(default)" }

    // diary config

    public var configAbstract: String { "Show and change settings." }

    public func configDiscussion(userFile: String, vaultFile: String, keys: [String]) -> String {
        """
        Your own settings are in \(userFile) (default ~/.config/diary/config.yaml); the vault's, shared by \
        every machine, in \(vaultFile) inside the vault. For timezone, template and tags the vault file wins; \
        for the others your file does.
        Settings: \(keys.joined(separator: ", ")).
          diary config list
          diary config set location.name "Busan"
          diary config set timezone Asia/Seoul --vault-level
        """
    }

    public var configListAbstract: String { "Every setting in effect, with where it comes from." }
    public var configGetAbstract: String { "Print a setting's value." }
    public var configSetAbstract: String { "Set a setting in your settings file (or the vault's, with --vault-level)." }
    public var configUnsetAbstract: String { "Remove a setting from your settings file (or the vault's, with --vault-level)." }
    public var configKeyHelp: String { "The setting, e.g. location.name." }
    public var configValueHelp: String { "Its value; tags as a, b or [a, b]." }
    public var configVaultLevelHelp: String { "Change the vault's .diary/config.yaml and commit it, for every machine." }
    public var configOriginDefault: String { "(default)" }
    public var configOriginUnset: String { "(not set)" }

    public func configOriginUser(file: String) -> String { "(from your file \(file))" }
    public func configOriginVault(file: String) -> String { "(from the vault's file \(file))" }
    public func configOriginEnvironment(variable: String) -> String { "(from $\(variable))" }
    public var configOriginSystem: String { "(the system's)" }
    public var configOriginTemplateFound: String { "(default: the file is in the vault)" }
    public var configFileMissing: String { "(no such file in the vault)" }

    public func settingAlready(key: String, value: String, file: String) -> String {
        "\(key) is already \(value) in \(file); nothing changed."
    }

    public func settingNotInFile(key: String, file: String) -> String {
        "\(key) is not set in \(file); nothing changed."
    }

    public func settingWritten(key: String, value: String, file: String, commit: String?) -> String {
        "Set \(key) to \(value) in \(file)\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingCoordinatesMayBeStale(file: String) -> String {
        "location.latitude and location.longitude in \(file) may still be the place before's; set them anew, or unset them so the place is looked up"
    }
    public func settingRemoved(key: String, file: String, commit: String?) -> String {
        "Removed \(key) from \(file)\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingPersonalOnly(key: String) -> String {
        "\(key) is read only from your own settings file (a synced vault must not choose what runs on this machine or where it sends what you look up); set it without --vault-level"
    }
    public func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String {
        "\(file) also sets \(key), and its value is the one in effect"
            + (suggestVaultLevel ? "; change it there with --vault-level" : "; change it there without --vault-level")
    }

    // Templates

    public func templateMissing(file: String) -> String {
        "\(file): the template file does not exist; create it, or change the setting with 'diary config set template PATH'"
    }

    public func templateUnreadable(file: String, reason: String) -> String {
        "\(file): cannot read the template: \(reason)"
    }

    public var templateNotUTF8: String { "not UTF-8 text" }

    public func leftAsTemplate(name: String) -> String {
        "Left as the template: no entry created for \(name)."
    }

    // The new-entry options of new and open

    public var helpLocationOption: String { "Where it is written (default: the location.name setting)." }
    public var helpWeatherOption: String { "The weather, e.g. \"Rain, 12°C\"." }
    public var helpTagOption: String { "A tag (repeatable), added to the tags setting's." }
    public var helpNoWeatherOption: String { "Record no weather (no lookup)." }
    public var helpStarOption: String { "Star the entry." }

    public var newQuickEntryDiscussion: String {
        """
        With TEXT (or - to read standard input) the entry is saved and committed at once, without an editor:
          diary new "Rain all day. Read by the window."
          echo "From a script" | diary new -
        """
    }

    public var newEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather and --star go into the new entry's front matter:
          diary new --location Busan --weather "Rain, 12°C" --tag travel "Arrived."
        A place given by name is looked up with Open-Meteo (the settings' place once: its coordinates are then kept in your settings), with the weather now; DIARY_OFFLINE=1 or 'diary config set offline true' looks nothing up.
        """
    }

    public var openEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather and --star apply when open creates the entry; \
        an existing entry's are changed with 'diary meta'.
        """
    }

    public var editorOrder: String {
        "The editor is $DIARY_EDITOR, else the 'editor' setting, else $VISUAL, else $EDITOR, else vi."
    }

    public var openSavesThatEntry: String { "Saving commits exactly that entry." }

    public func conflictingOptions(_ first: String, _ second: String) -> String {
        "\(first) and \(second) cannot be given together; choose one"
    }

    public func emptyOptionValue(_ option: String, example: String) -> String {
        "\(option) needs a value, e.g. \(example)"
    }

    public func openExistingWithOptions(file: String, name: String) -> String {
        "\(file) exists already, and --location, --weather, --tag, --no-weather and --star only shape a new entry; "
            + "change this one's fields with 'diary meta \(name)' (e.g. --tag +travel, --star)"
    }

    // diary meta

    public var metaAbstract: String { "Change an entry's place, weather, tags or star, as one commit." }

    public var metaDiscussion: String {
        """
        Only the changed lines of the front matter are rewritten; the rest of the file stays byte for byte. \
        An entry in an older schema is upgraded on the way.
          diary meta today --location "Busan" --weather "Rain, 12°C"
          diary meta 2026-11-21 --tag +travel --tag -work --star
        """
    }

    public var metaLocationHelp: String { "The place's name (its old coordinates are dropped)." }
    public var metaNoLocationHelp: String { "Remove the location." }
    public var metaWeatherHelp: String { "The weather, e.g. \"Rain, 12°C\"." }
    public var metaNoWeatherHelp: String { "Remove the weather." }
    public var metaTagHelp: String { "+tag adds a tag, -tag removes one (repeatable)." }
    public var metaStarHelp: String { "Star the entry." }
    public var metaUnstarHelp: String { "Unstar the entry." }

    public func metaNothingAsked(name: String) -> String {
        "say what to change, e.g. diary meta \(name) --tag +travel (--location, --weather, --tag, --star, --unstar, --no-location, --no-weather)"
    }

    public func metaNothingToChange(file: String) -> String {
        "Nothing to change in \(file); nothing committed."
    }

    public func metaChanged(fields: [String], file: String, message: String, commit: String) -> String {
        "Changed \(fields.joined(separator: ", ")) of \(file) (\(message), \(commit))."
    }

    public func metaChangedMeanwhile(file: String) -> String {
        "\(file) changed on disk while diary was changing it; nothing was written, run the command again"
    }

    public func metaNotReadBack(file: String) -> String {
        "\(file): the changed front matter would not read back as intended, so nothing was written; change the field by hand with 'diary open'"
    }
}
