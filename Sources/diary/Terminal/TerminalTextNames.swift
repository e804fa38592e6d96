import TerminalText

// The diary's code (and its tests, through `@testable import diary`) names these without importing the module.
typealias DisplayWidth = TerminalText.DisplayWidth
typealias TextWrap = TerminalText.TextWrap
