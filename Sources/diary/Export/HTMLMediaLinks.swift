import Foundation
import Localization
import VaultKit

/// The files of the vault that an HTML export's entries link to, taken along: in the page itself as `data:`
/// addresses (`-o FILE`, standard output), or as copies beside it (`-o FOLDER/`), the links changed to match.
///
/// Only a link to a regular file of the vault is followed (`Vault.mediaLink`): URLs and links to other entries
/// stay as they are; a link out of the vault, into a hidden folder or through a symbolic link is never read
/// and is named in a warning, as is a link to an attachment the vault does not have.
final class HTMLMediaLinks {
    enum Mode {
        /// In the page, as `data:` addresses.
        case inline
        /// Beside the page: `media/` followed by the file's vault path (`media/2025/11/media/x.jpeg`).
        case folder
    }

    let vault: Vault
    let mode: Mode
    /// The bytes put in the page as `data:` addresses (each time a file is linked).
    private(set) var inlinedBytes = 0
    /// The vault paths to copy beside the page, each once, in the order first linked.
    private(set) var copies: [String] = []
    /// `2025/11/2025-11-21.md: media/x.jpeg`, one for each link to a missing attachment.
    private(set) var missing: [String] = []
    /// The same for each link that was not followed.
    private(set) var refused: [String] = []
    private var inlined: [String: (address: String, bytes: Int)] = [:]

    init(vault: Vault, mode: Mode) {
        self.vault = vault
        self.mode = mode
    }

    /// `html`, the rendered article of `entry`, with its links to files of the vault changed.
    func rewrite(_ html: String, of entry: Entry) -> String {
        HTMLLinkAttributes.rewrite(html) { change($0, from: entry) }
    }

    private func change(_ address: String, from entry: Entry) -> HTMLLinkAttributes.Change? {
        let named = entry.path.relativePath + ": " + address
        switch vault.mediaLink(address, from: entry.path) {
        case .other: return nil
        case .missing:
            if !missing.contains(named) { missing.append(named) }
            return nil
        case .refused:
            if !refused.contains(named) { refused.append(named) }
            return nil
        case .file(let path):
            switch mode {
            case .folder:
                if !copies.contains(path) { copies.append(path) }
                return .init(address: Self.folderAddress(of: path))
            case .inline:
                guard let data = dataAddress(of: path) else {
                    if !missing.contains(named) { missing.append(named) }
                    return nil
                }
                inlinedBytes += data.bytes
                return .init(address: data.address, download: String(path.split(separator: "/").last ?? ""))
            }
        }
    }

    /// The address, relative to the page, of the copy of the vault file `path` (each part percent-escaped).
    static func folderAddress(of path: String) -> String {
        let parts = ([MediaPath.folderName] + path.split(separator: "/").map(String.init))
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", ";", "?", "#"])) ?? $0 }
            .joined(separator: "/")
    }

    /// The `data:` address of the vault file `path` and its size; nil when it cannot be read.
    private func dataAddress(of path: String) -> (address: String, bytes: Int)? {
        if let known = inlined[path] { return known }
        guard let bytes = vault.attachmentBytes(at: path) else { return nil }
        let data = (address: "data:" + HTMLMediaType.of(path) + ";base64," + bytes.base64EncodedString(), bytes: bytes.count)
        inlined[path] = data
        return data
    }

    /// Copies every file linked so far into `folder` (a new export folder), each at its address; a file
    /// gone meanwhile is named as missing. `path` is the export's, for an error.
    func copyFiles(into folder: URL, for path: String) throws {
        for vaultPath in copies {
            guard let bytes = vault.attachmentBytes(at: vaultPath) else {
                missing.append(vaultPath)
                continue
            }
            try ExportFolder.writeFile(bytes, named: MediaPath.folderName + "/" + vaultPath, in: folder, for: path)
        }
    }

    /// One warning line for each link left as it was.
    func printWarnings() {
        for link in missing { Terminal.printWarning(TerminalSafe.line(Strings.current.exportHTMLMediaMissing(link))) }
        for link in refused { Terminal.printWarning(TerminalSafe.line(Strings.current.exportHTMLMediaRefused(link))) }
    }
}
