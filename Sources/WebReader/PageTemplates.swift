import EntryDisplay

/// The pages' Mustache templates, the files of `Pages/`, built into the binary (`.embedInCode`): one
/// executable, nothing to install beside it. A text area's first line break is the HTML parser's, so that a
/// text that begins with an empty line keeps it. `{{name}}` is always escaped for HTML (text and attributes
/// alike); `{{{name}}}` is used only for HTML this module made itself (an article from `HTMLArticle`, a page's
/// content rendered from another template).
enum PageTemplates {
    static let all: [String: String] = files.mapValues { String(decoding: $0, as: UTF8.self) }

    private static let files: [String: [UInt8]] = [
        "layout": PackageResources.layout_mustache,
        "split": PackageResources.split_mustache,
        "entryList": PackageResources.entryList_mustache,
        "entry": PackageResources.entry_mustache,
        "placeholder": PackageResources.placeholder_mustache,
        "calendar": PackageResources.calendar_mustache,
        "onThisDay": PackageResources.onThisDay_mustache,
        "editor": PackageResources.editor_mustache,
        "editorRaw": PackageResources.editorRaw_mustache,
        "editorTop": PackageResources.editorTop_mustache,
        "discardDialog": PackageResources.discardDialog_mustache,
        "discardForm": PackageResources.discardForm_mustache,
        "confirmDiscard": PackageResources.confirmDiscard_mustache,
        "conflict": PackageResources.conflict_mustache,
        "confirmDelete": PackageResources.confirmDelete_mustache,
        "deleted": PackageResources.deleted_mustache,
        "deleteRefused": PackageResources.deleteRefused_mustache,
        "message": PackageResources.message_mustache
    ]

    /// The page the printed address opens: it sets the cookie and moves on to `path` without the token.
    static func landing(path: String) -> String {
        let target = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        let escaped = HTMLText.escape(target)
        return "<!doctype html>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0;url=\(escaped)\">\n"
            + "<title>diary</title>\n<p><a href=\"\(escaped)\">diary</a></p>\n"
    }
}
