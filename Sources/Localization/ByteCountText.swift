/// A size for a message: `12 bytes`, `256 KB`, `1.5 GB` (units of 1024, one decimal below 10).
enum ByteCountText {
    static func short(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        var value = Double(bytes)
        for unit in ["KB", "MB", "GB", "TB"] {
            value /= 1024
            if value < 1024 || unit == "TB" {
                let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
                let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
                return "\(text) \(unit)"
            }
        }
        return "\(bytes) bytes"
    }
}
