/// The style sheet inlined in an exported page: readable measure and type, the system's fonts,
/// light and dark schemes. It loads nothing from anywhere.
public enum HTMLPageStyle {
    public static let css = """
        :root {
          color-scheme: light dark;
          --text: #1f2328; --muted: #5f6670; --rule: #d8dbe0; --accent: #0b6bcb; --code: #f3f4f6; --page: #fdfdfc;
        }
        @media (prefers-color-scheme: dark) {
          :root { --text: #e6e6e3; --muted: #a0a5ad; --rule: #3a3f46; --accent: #7cb7ff; --code: #25282d; --page: #16181b; }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0 auto; padding: 2.5rem 1.25rem 4rem; max-width: 40em;
          font: 1.0625rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Apple SD Gothic Neo",
            "Malgun Gothic", "Noto Sans CJK KR", sans-serif;
          color: var(--text); background: var(--page);
          overflow-wrap: break-word; word-break: keep-all;
        }
        header { margin-bottom: 2.5rem; }
        header h1 { font-size: 1.9rem; line-height: 1.2; margin: 0 0 .25rem; }
        header p { margin: 0; color: var(--muted); }
        article { padding: 2rem 0; border-top: 1px solid var(--rule); }
        article > h2 { font-size: 1.45rem; line-height: 1.3; margin: 0 0 .35rem; }
        .star { color: #d4a106; }
        .meta { margin: 0 0 1.25rem; color: var(--muted); font-size: .9375rem; }
        .tags { color: var(--accent); }
        .body h1, .body h2, .body h3, .body h4, .body h5, .body h6 { line-height: 1.3; margin: 1.6em 0 .5em; }
        .body h1 { font-size: 1.3rem; } .body h2 { font-size: 1.2rem; } .body h3 { font-size: 1.1rem; }
        .body h4, .body h5, .body h6 { font-size: 1rem; }
        .body p, .body ul, .body ol, .body blockquote, .body pre, .body table { margin: 0 0 1em; }
        .body img { max-width: 100%; height: auto; }
        a { color: var(--accent); }
        blockquote { margin-left: 0; padding-left: 1em; border-left: 3px solid var(--rule); color: var(--muted); }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .9em; }
        code { background: var(--code); padding: .1em .3em; border-radius: 4px; }
        pre { background: var(--code); padding: .8em 1em; border-radius: 6px; overflow-x: auto; }
        pre code { background: none; padding: 0; }
        hr { border: 0; border-top: 1px solid var(--rule); margin: 2em 0; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid var(--rule); padding: .3em .6em; }
        .footnotes { margin-top: 1.5em; padding-top: .5em; border-top: 1px solid var(--rule); font-size: .9375rem; color: var(--muted); }
        .footnote-ref a, a.footnote-backref { text-decoration: none; }
        .empty { color: var(--muted); font-style: italic; }
        @media print {
          body { max-width: none; padding: 0; background: none; color: #000; }
          article { break-inside: avoid-page; }
        }
        """
}
