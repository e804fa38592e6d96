/// Placeholder until the pager lands: writes straight to standard output.
enum Pager {
    static func write(_ text: String) { Terminal.write(text) }
}
