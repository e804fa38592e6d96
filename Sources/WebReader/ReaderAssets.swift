import EntryDisplay
import Hummingbird

/// The reader's one style sheet and one script, served from `/-/static/` (the Content-Security-Policy allows
/// no inline style or script). The articles are styled as the HTML export's page is.
enum ReaderAssets {
    static func response(_ text: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static let css =
        HTMLPageStyle.css + "\n" + """
            body { max-width: none; padding: 0; }
            .bar { margin: 0; position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.25rem;
              padding: .6rem 1.25rem; background: var(--page); border-bottom: 1px solid var(--rule); }
            .bar .home { font-weight: 700; font-size: 1.15rem; color: var(--text); text-decoration: none; }
            .bar nav { display: flex; gap: 1rem; }
            .bar nav a { text-decoration: none; }
            .bar .search { margin-left: auto; flex: 1 1 12rem; max-width: 24rem; }
            .bar input[type=search] { width: 100%; }
            input, textarea, button { font: inherit; color: inherit; background: var(--page); border: 1px solid var(--rule);
              border-radius: 6px; padding: .35rem .55rem; }
            button, .button { cursor: pointer; background: var(--code); text-decoration: none; color: var(--text);
              border: 1px solid var(--rule); border-radius: 6px; padding: .35rem .8rem; display: inline-block; }
            .danger { color: #b42318; }
            .notice, .problem { margin: .75rem 1.25rem; padding: .5rem .8rem; border-radius: 6px; }
            .notice { background: var(--code); }
            .problem { background: #fde8e7; color: #8a1c12; }
            @media (prefers-color-scheme: dark) { .problem { background: #3b1d1b; color: #ffb4ab; } }
            .split { display: grid; grid-template-columns: minmax(18rem, 26rem) 1fr; min-height: calc(100vh - 3.5rem); }
            .list-pane { border-right: 1px solid var(--rule); padding: 1rem 1rem 3rem; overflow-wrap: anywhere; }
            .entry-pane { padding: 1.5rem 2rem 4rem; max-width: 46em; }
            .entry-pane article { border-top: 0; padding-top: 0; }
            .filters { display: flex; flex-wrap: wrap; gap: .4rem; margin-bottom: .8rem; font-size: .9rem; }
            .filters input:not([type=checkbox]) { width: 7.5rem; }
            .filters .starred { display: flex; align-items: center; gap: .2rem; color: #d4a106; }
            .months, .years, .days { display: flex; align-items: baseline; justify-content: space-between; gap: .5rem; }
            .months h1, .years h1, .days h1 { font-size: 1.2rem; margin: .3rem 0; text-align: center; flex: 1; }
            .months a, .years a, .days a { font-size: .9rem; text-decoration: none; white-space: nowrap; }
            .count { color: var(--muted); font-size: .9rem; margin: .25rem 0; }
            ol.entries { list-style: none; margin: 0; padding: 0; }
            ol.entries li { border-bottom: 1px solid var(--rule); }
            ol.entries li > a { display: block; padding: .65rem .5rem; color: var(--text); text-decoration: none; border-radius: 6px; }
            ol.entries li > a:hover { background: var(--code); }
            ol.entries li.current > a { background: var(--code); box-shadow: inset 3px 0 0 var(--accent); }
            ol.entries .heading { display: block; font-weight: 600; }
            ol.entries time, ol.entries .facts { display: block; color: var(--muted); font-size: .85rem; }
            ol.entries .preview { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
              font-size: .92rem; margin-top: .15rem; }
            ol.entries .tags { display: block; color: var(--accent); font-size: .85rem; }
            ol.entries .line { display: block; font-size: .88rem; color: var(--muted); margin-top: .15rem; }
            mark { background: #ffe58f; color: #1f2328; border-radius: 2px; padding: 0 .1em; }
            .pick, .empty { color: var(--muted); font-style: italic; }
            .back { display: none; margin-bottom: 1rem; }
            .actions { display: flex; flex-wrap: wrap; align-items: center; gap: .6rem; margin-top: 2rem; }
            .path { color: var(--muted); font-size: .85rem; }
            .meta .tags a { text-decoration: none; }
            .attachments ul { padding-left: 1.2rem; }
            .attachments .missing { color: var(--muted); text-decoration: line-through; }
            .calendar-page, .on-this-day, .editor-page, .confirm-page, .message-page { padding: 1.5rem 1.25rem 4rem; max-width: 72rem; margin: 0 auto; }
            .on-this-day, .confirm-page, .message-page { max-width: 44rem; }
            .calendar-page .months { display: grid; grid-template-columns: repeat(auto-fill, minmax(14.5rem, 1fr)); gap: 1.5rem; }
            .calendar-page .month h2 { font-size: 1rem; margin: 0 0 .4rem; }
            .calendar-page table { border-collapse: separate; border-spacing: 3px; }
            .calendar-page th { border: 0; padding: 0; font-size: .75rem; color: var(--muted); font-weight: 400; }
            .calendar-page td { border: 0; padding: 0; }
            .day { display: inline-block; width: 1.85rem; height: 1.85rem; line-height: 1.85rem; text-align: center; border-radius: 4px;
              font-size: .8rem; text-decoration: none; color: var(--text); }
            .legend .day { width: .9rem; height: .9rem; vertical-align: middle; }
            .l0 { background: var(--code); color: var(--muted); }
            .l1 { background: #c6e6c3; } .l2 { background: #8dcc8a; } .l3 { background: #4ea64b; color: #fff; } .l4 { background: #21702a; color: #fff; }
            .today { outline: 2px solid var(--accent); outline-offset: 1px; }
            .summary, .legend { color: var(--muted); font-size: .9rem; }
            .on-this-day section h2 { font-size: 1.05rem; margin: 1.5rem 0 .3rem; color: var(--muted); }
            .editor-page textarea { width: 100%; min-height: 60vh; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
              font-size: .95rem; line-height: 1.5; }
            #draft-status { color: var(--muted); font-size: .85rem; }
            .conflict .both { display: grid; grid-template-columns: 1fr 1fr; gap: 1.25rem; }
            .conflict pre { white-space: pre-wrap; min-height: 60vh; }
            @media (max-width: 760px) {
              .bar { padding: .5rem .75rem; gap: .4rem .9rem; }
              .bar .search { max-width: none; flex-basis: 100%; }
              .split { display: block; }
              .list-pane { border-right: 0; padding: .75rem; }
              .entry-pane { padding: 1rem .9rem 3rem; }
              body.list .entry-pane { display: none; }
              body.entry .list-pane { display: none; }
              .back { display: block; }
              .conflict .both { grid-template-columns: 1fr; }
            }
            """

    /// Search as you type (the results of `/-/search` replace the page's content, and the address follows),
    /// and in the editor: the caret where the text goes (below the front matter, where the page says), the
    /// draft kept a second after typing stops, the text saved (one commit) when the person leaves the page
    /// without saving or cancelling, Save pressed once. Every write carries the version of the entry the
    /// text started from: the form's, or on the conflict page `data-started`, the version the person's text
    /// began from (only Save there saves over the version shown), so that a stale one is kept as a draft.
    static let script = """
        (function () {
          "use strict";
          var key = document.body.dataset.writeKey;
          var form = document.getElementById("editor");
          var box = document.getElementById("search-box");
          if (box && !form) {
            var timer = null;
            var shown = box.value.trim();
            box.addEventListener("input", function () {
              clearTimeout(timer);
              timer = setTimeout(function () {
                var q = box.value.trim();
                if (q === shown) { return; }
                shown = q;
                var url = q ? "/-/search?q=" + encodeURIComponent(q) : "/";
                fetch(url, { credentials: "same-origin" }).then(function (response) {
                  return response.text();
                }).then(function (html) {
                  if (box.value.trim() !== q) { return; }
                  var page = new DOMParser().parseFromString(html, "text/html");
                  var content = page.getElementById("content");
                  if (!content) { return; }
                  document.getElementById("content").replaceWith(document.adoptNode(content));
                  document.body.className = page.body.className;
                  document.title = page.title;
                  history.replaceState(null, "", url);
                });
              }, 200);
            });
          }
          if (form) {
            var text = document.getElementById("text");
            var status = document.getElementById("draft-status");
            var changed = false;
            var submitting = false;
            var draftTimer = null;
            if (text.dataset.caret !== undefined) {
              var caret = Math.min(parseInt(text.dataset.caret, 10) || 0, text.value.length);
              text.focus();
              text.setSelectionRange(caret, caret);
            }
            var started = form.dataset.started !== undefined ? form.dataset.started : form.elements.version.value;
            var fields = function () {
              var data = new URLSearchParams();
              data.set("csrf", form.elements.csrf.value);
              data.set("version", started);
              data.set("text", text.value);
              return data;
            };
            var keepDraft = function () {
              fetch(form.dataset.draft, {
                method: "POST", body: fields(), credentials: "same-origin", headers: { "X-CSRF-Token": key }
              }).then(function (response) {
                status.textContent = response.ok ? form.dataset.draftSaved : form.dataset.draftFailed;
                status.dataset.state = response.ok ? "kept" : "failed";
              }).catch(function () {
                status.textContent = form.dataset.draftFailed;
                status.dataset.state = "failed";
              });
            };
            text.addEventListener("input", function () {
              changed = true;
              clearTimeout(draftTimer);
              draftTimer = setTimeout(keepDraft, 1000);
            });
            form.addEventListener("submit", function () {
              submitting = true;
              clearTimeout(draftTimer);
              document.getElementById("save").disabled = true;
            });
            // Cancel keeps the text as the entry's draft (Edit offers it again) and commits nothing.
            document.getElementById("cancel").addEventListener("click", function () {
              if (changed && !submitting) { navigator.sendBeacon(form.dataset.draft, fields()); }
              submitting = true;
            });
            // A text too long for the browser to send as the page goes (about 64 KB) is not left without asking.
            window.addEventListener("beforeunload", function (event) {
              if (changed && !submitting && fields().toString().length > 60000) { event.preventDefault(); }
            });
            window.addEventListener("pagehide", function () {
              if (!changed || submitting) { return; }
              clearTimeout(draftTimer);
              navigator.sendBeacon(form.action, fields());
            });
            // A page brought back from the browser's cache holds an old version: load it anew.
            window.addEventListener("pageshow", function (event) {
              if (event.persisted) { window.location.reload(); }
            });
          }
        })();

        """
}
