/// diary's interface in Korean.
public struct KoreanText: InterfaceText {
    public init() {}
}

/// `word` and the form of `particle` that fits how it ends (`KoreanParticle`): `josa("origin", .gwaWa)` is `origin과`,
/// `josa("'list'", .eulReul)` is `'list'를`. A `parenthesis` after the word goes before the particle, whose form still
/// fits the word, as 한글 맞춤법 has it: `josa("origin", .eulReul, parenthesis: "(git@host:diary.git)")` is
/// `origin(git@host:diary.git)을`.
func josa(_ word: String, _ particle: KoreanParticle, parenthesis: String = "") -> String {
    word + parenthesis + particle.form(after: word)
}
