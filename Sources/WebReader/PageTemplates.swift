import EntryDisplay

/// The pages' Mustache templates (a text area's first line break is the HTML parser's, so that a text that
/// begins with an empty line keeps it). `{{name}}` is always escaped for HTML (text and attributes alike);
/// `{{{name}}}` is used only for HTML this module made itself (an article from `HTMLArticle`, a page's
/// content rendered from another template).
enum PageTemplates {
    static let all: [String: String] = [
        "layout": layout, "split": split, "entryList": entryList, "entry": entry, "calendar": calendar,
        "onThisDay": onThisDay, "editor": editor, "conflict": conflict, "confirmDelete": confirmDelete,
        "deleted": deleted, "deleteRefused": deleteRefused, "message": message, "placeholder": placeholder
    ]

    static let layout = """
        <!doctype html>
        <html lang="{{lang}}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="referrer" content="same-origin">
        <title>{{title}}</title>
        <link rel="stylesheet" href="/-/static/reader.css">
        <script src="/-/static/reader.js" defer></script>
        </head>
        <body class="{{pageClass}}" data-write-key="{{writeKey}}">
        <header class="bar">
        <a class="home" href="/">{{t.diary}}</a>
        <nav class="pages">
        <a href="/-/calendar">{{t.calendar}}</a>
        <a href="/-/on-this-day">{{t.onThisDay}}</a>
        <a class="new" href="/-/new">+ {{t.newEntry}}</a>
        </nav>
        <form class="search" action="/-/search" method="get" role="search">
        <input type="search" name="q" id="search-box" value="{{query}}" placeholder="{{t.search}}" aria-label="{{t.search}}" autocomplete="off">
        </form>
        </header>
        {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
        {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
        <div id="content">
        {{{content}}}
        </div>
        </body>
        </html>

        """

    /// The list beside an entry (on a wide window; one of the two on a narrow one).
    static let split = """
        <div class="split">
        <aside class="list-pane">
        <form class="filters" action="{{filterAction}}" method="get">
        {{#query}}<input type="hidden" name="q" value="{{query}}">{{/query}}
        <input name="tag" value="{{filters.tag}}" placeholder="{{t.tag}}" aria-label="{{t.tag}}">
        <input name="place" value="{{filters.place}}" placeholder="{{t.place}}" aria-label="{{t.place}}">
        <label class="starred" title="{{t.starredOnly}}"><input type="checkbox" name="starred" value="1"{{#filters.starred}} checked{{/filters.starred}}> ★</label>
        <button type="submit">{{t.filter}}</button>
        {{#filters.active}}<a class="clear" href="{{clearHref}}">{{t.clearFilters}}</a>{{/filters.active}}
        </form>
        <nav class="months">
        {{#newer}}<a class="newer" rel="prev" href="{{href}}">‹ {{label}}</a>{{/newer}}
        <h1>{{heading}}</h1>
        {{#older}}<a class="older" rel="next" href="{{href}}">{{label}} ›</a>{{/older}}
        </nav>
        <div id="results">
        {{{list}}}
        </div>
        </aside>
        <main class="entry-pane">
        {{{main}}}
        </main>
        </div>
        """

    static let entryList = """
        {{#count}}<p class="count">{{count}}</p>{{/count}}
        {{#hasEntries}}<ol class="entries">
        {{#entries}}<li{{#current}} class="current" aria-current="page"{{/current}}>
        <a href="{{href}}">
        <span class="heading"><span class="title">{{title}}</span>{{#starred}} <span class="star">★</span>{{/starred}}</span>
        <time datetime="{{datetime}}">{{date}}</time>
        {{#facts}}<span class="facts">{{facts}}</span>{{/facts}}
        {{#preview}}<span class="preview">{{preview}}</span>{{/preview}}
        {{#tags}}<span class="tags">{{tags}}</span>{{/tags}}
        {{#lines}}<span class="line">{{#parts}}{{#marked}}<mark>{{text}}</mark>{{/marked}}{{^marked}}{{text}}{{/marked}}{{/parts}}</span>{{/lines}}
        </a>
        </li>
        {{/entries}}</ol>{{/hasEntries}}
        {{^hasEntries}}<p class="empty">{{empty}}</p>{{/hasEntries}}
        """

    static let entry = """
        <nav class="back"><a href="{{listHref}}">‹ {{t.backToList}}</a></nav>
        {{{article}}}
        {{#hasAttachments}}<section class="attachments"><h3>{{t.attachments}}</h3><ul>
        {{#attachments}}<li>{{#href}}<a href="{{href}}">{{name}}</a>{{/href}}{{^href}}<span class="missing">{{name}}</span>{{/href}}</li>{{/attachments}}
        </ul></section>{{/hasAttachments}}
        <p class="actions"><a class="button" id="edit" href="{{editHref}}">{{t.edit}}</a> <a class="button danger" id="delete" href="{{deleteHref}}">{{t.delete}}</a></p>
        <p class="path">{{path}}</p>
        """

    static let placeholder = """
        <p class="pick">{{text}}</p>
        """

    static let calendar = """
        <main class="calendar-page">
        <nav class="years">
        <a class="newer" href="{{previousHref}}">‹ {{previous}}</a>
        <h1>{{year}}</h1>
        <a class="older" href="{{nextHref}}">{{next}} ›</a>
        </nav>
        <p class="summary">{{summary}}</p>
        <div class="months">
        {{#months}}<section class="month"><h2>{{name}}</h2>
        <table><thead><tr>{{#weekdays}}<th scope="col">{{.}}</th>{{/weekdays}}</tr></thead>
        <tbody>{{#weeks}}<tr>{{#days}}<td>{{^blank}}{{#href}}<a class="day l{{level}}{{#today}} today{{/today}}" href="{{href}}" title="{{title}}">{{number}}</a>{{/href}}{{^href}}<span class="day l0{{#today}} today{{/today}}">{{number}}</span>{{/href}}{{/blank}}</td>{{/days}}</tr>
        {{/weeks}}</tbody></table>
        </section>
        {{/months}}
        </div>
        <p class="legend">{{t.less}} <span class="day l0"></span><span class="day l1"></span><span class="day l2"></span><span class="day l3"></span><span class="day l4"></span> {{t.more}}</p>
        </main>
        """

    static let onThisDay = """
        <main class="on-this-day">
        <nav class="days">
        <a class="newer" href="{{previousHref}}">‹ {{previous}}</a>
        <h1>{{heading}}</h1>
        <a class="older" href="{{nextHref}}">{{next}} ›</a>
        </nav>
        {{#groups}}<section><h2>{{heading}}</h2>
        {{{list}}}
        </section>
        {{/groups}}
        {{^groups}}<p class="empty">{{t.nothingOnThisDay}}</p>{{/groups}}
        </main>
        """

    static let editor = """
        <main class="editor-page">
        <h1>{{heading}}</h1>
        <form method="post" action="{{action}}" id="editor" data-draft="{{draftAction}}" data-draft-saved="{{t.draftSaved}}" data-draft-failed="{{t.draftNotSaved}}">
        <input type="hidden" name="csrf" value="{{writeKey}}">
        <input type="hidden" name="version" value="{{version}}">
        <textarea name="text" id="text" rows="24" spellcheck="true" autofocus data-caret="{{caret}}">
        {{text}}</textarea>
        <p class="actions"><button type="submit" id="save">{{t.save}}</button> <a id="cancel" href="{{cancelHref}}">{{t.cancel}}</a> <span id="draft-status" role="status"></span></p>
        </form>
        </main>
        """

    static let conflict = """
        <main class="editor-page conflict">
        <h1>{{t.conflictHeading}}</h1>
        <p class="problem" role="alert">{{explanation}}</p>
        <div class="both">
        <section><h2>{{t.conflictYourText}}</h2>
        <form method="post" action="{{action}}" id="editor" data-draft="{{draftAction}}" data-draft-saved="{{t.draftSaved}}" data-draft-failed="{{t.draftNotSaved}}" data-started="{{started}}">
        <input type="hidden" name="csrf" value="{{writeKey}}">
        <input type="hidden" name="version" value="{{version}}">
        <textarea name="text" id="text" rows="24">
        {{yours}}</textarea>
        <p class="actions"><button type="submit" id="save">{{t.save}}</button> <a id="cancel" href="{{cancelHref}}">{{t.cancel}}</a> <span id="draft-status" role="status"></span></p>
        </form>
        </section>
        <section><h2>{{t.conflictOnDisk}}</h2>
        <pre id="on-disk">{{onDisk}}</pre>
        </section>
        </div>
        </main>
        """

    static let confirmDelete = """
        <main class="confirm-page">
        <h1>{{t.delete}}</h1>
        <p>{{question}}</p>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf" value="{{writeKey}}">
        <input type="hidden" name="version" value="{{version}}">
        <button class="danger" type="submit" id="confirm-delete">{{t.delete}}</button> <a href="{{cancelHref}}">{{t.cancel}}</a>
        </form>
        </main>
        """

    static let deleted = """
        <main class="confirm-page">
        <p class="notice" role="status">{{message}}</p>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf" value="{{writeKey}}">
        <button type="submit" id="restore">{{t.restore}}</button> <a href="/">{{t.backToList}}</a>
        </form>
        </main>
        """

    /// 409 for a delete of a version no longer on disk: nothing was deleted; the entry is a link away.
    static let deleteRefused = """
        <main class="confirm-page">
        <p class="problem" role="alert">{{message}}</p>
        <p><a class="button" id="look" href="{{entryHref}}">{{t.lookAtEntry}}</a> <a href="/">{{t.backToList}}</a></p>
        </main>
        """

    /// The page the printed address opens: it sets the cookie and moves on to `path` without the token.
    static func landing(path: String) -> String {
        let target = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        let escaped = HTMLText.escape(target)
        return "<!doctype html>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0;url=\(escaped)\">\n"
            + "<title>diary</title>\n<p><a href=\"\(escaped)\">diary</a></p>\n"
    }

    static let message = """
        <main class="message-page"><p>{{message}}</p><p><a href="/">{{t.backToList}}</a></p></main>
        """
}
