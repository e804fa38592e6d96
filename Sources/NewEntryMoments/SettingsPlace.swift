import Foundation
import OpenMeteo
import VaultKit

/// The place the user's settings name (`location.name` in the user's file) while they give no coordinates
/// for it: once a lookup finds it, its coordinates are written beside its name, so that name is looked up
/// once and never again.
public struct SettingsPlace: Sendable, Equatable {
    /// The name as the settings give it, e.g. "Seoul".
    public let name: String
    /// The user's settings file that gives it.
    public let file: URL

    /// The settings' place, when the user's file names it and no file gives its coordinates.
    public init?(settings: Settings) {
        guard let (value, origin) = settings.effective(.locationName), case .userFile(let file) = origin,
            case .text(let name) = value,
            settings.effective(.locationLatitude) == nil, settings.effective(.locationLongitude) == nil
        else { return nil }
        self.name = name
        self.file = file
    }

    /// Writes `coordinates` under the name in the file, as read now: nothing when the file no longer names
    /// this place or has coordinates already (changed since the command started).
    func keep(_ coordinates: Coordinates) throws {
        let current = try SettingsFile.load(file)
        guard current.values[.locationName] == .text(name), current.values[.locationLatitude] == nil,
            current.values[.locationLongitude] == nil
        else { return }
        _ = try current.write([
            (.locationLatitude, .number(coordinates.latitude)), (.locationLongitude, .number(coordinates.longitude))
        ])
    }
}
