/// What a JSON value should have been, for the messages that say so (`CoreText.jsonWrongType`).
public enum JSONKind: Sendable, Equatable {
    /// A string.
    case text
    /// A number.
    case number
    /// true or false.
    case boolean
    /// An array.
    case list
    /// An object.
    case object
    /// Some other type, by the name the decoder gave it (shown as it is).
    case other(String)
}
