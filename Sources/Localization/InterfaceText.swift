/// Every string diary shows a person: headings, messages, prompts and errors. One protocol per area
/// (`Interface/`) keeps the areas apart; each language implements all of them, one file per area in its
/// folder (`English/EnglishSearchText.swift`, `Korean/KoreanSearchText.swift`, …), and its struct
/// (`EnglishText`, `KoreanText`) conforms to the whole of `InterfaceText`, so a missing translation is
/// a compile error.
public typealias InterfaceText = CoreText & LookingBackText & SearchText & SettingsText & WeatherText & CommandLineText & WebText
    & WebWriterText & ReasonText & ExportMediaText
