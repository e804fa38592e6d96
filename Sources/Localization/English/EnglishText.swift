/// diary's interface in English.
public struct EnglishText: InterfaceText {
    public init() {}
}
