/// The shell's request for completions (`diary ---completion <subcommands> -- <argument> <word-index>
/// <cursor-index> <words…>`), mended for fish 3 before ArgumentParser reads it.
///
/// ArgumentParser 1.8.2's fish script asks fish for the cursor's place within the word with
/// `commandline -tC`, which fish 3 (Debian 12 has 3.6) does not answer: the request then comes without
/// `<cursor-index>`, and ArgumentParser refuses it. The cursor is put back at the end of the word being
/// completed, which is where it is when Tab is pressed at the end of a word.
enum CompletionRequest {
    static func repaired(_ arguments: [String]) -> [String] {
        guard arguments.first == "---completion", let separator = arguments.firstIndex(of: "--") else { return arguments }
        let wordIndexAt = separator + 2
        let cursorAt = separator + 3
        guard arguments.indices.contains(wordIndexAt), let wordIndex = Int(arguments[wordIndexAt]) else { return arguments }
        if arguments.indices.contains(cursorAt), Int(arguments[cursorAt]) != nil { return arguments }
        let words = arguments[cursorAt...]
        let word = words.indices.contains(cursorAt + wordIndex) ? words[cursorAt + wordIndex] : ""
        var mended = arguments
        mended.insert(String(word.count), at: cursorAt)
        return mended
    }
}
