/// GUI editors that hand the file to a window and return at once unless told to wait, with the flag that
/// makes them wait. Terminal editors (vim, nano, emacs -nw, …) are never named here: they return when the
/// person is done, however quickly that is.
enum EditorWaitFlag {
    /// Program name → the flags that make it wait (the first is suggested).
    static let known: [String: [String]] = [
        "code": ["--wait", "-w"], "code-insiders": ["--wait", "-w"], "codium": ["--wait", "-w"],
        "subl": ["--wait", "-w"], "sublime_text": ["--wait", "-w"],
        "atom": ["--wait", "-w"], "zed": ["--wait", "-w"], "zeditor": ["--wait", "-w"],
        "mate": ["--wait", "-w"], "gedit": ["--wait", "-w"], "kate": ["--block", "-b"],
        "gvim": ["-f", "--nofork"], "mvim": ["-f", "--nofork"]
    ]

    /// `command` with its wait flag, when it runs a known GUI editor without one; nil otherwise.
    static func suggestion(for command: String) -> String? {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.self.init)
        guard let program = words.first.map({ String($0.split(separator: "/").last ?? "") }),
            let flags = known[program], let flag = flags.first
        else { return nil }
        guard !words.dropFirst().contains(where: { flags.contains($0) }) else { return nil }
        return ([words[0], flag] + words.dropFirst()).joined(separator: " ")
    }
}
