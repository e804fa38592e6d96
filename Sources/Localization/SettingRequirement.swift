/// What a setting's value must be, for the messages that say so (`SettingsText.settingRequirement`).
public enum SettingRequirement: Sendable, Equatable {
    /// Some text.
    case text
    /// A number from -90 to 90.
    case latitude
    /// A number from -180 to 180.
    case longitude
    /// true or false.
    case boolean
    /// An http:// or https:// address.
    case webAddress
    /// An IANA time-zone name.
    case timeZone
    /// A path inside the vault, relative to it.
    case vaultPath
    /// A list of tags.
    case tags
    /// A number of seconds from 1 to 3600.
    case seconds
}
