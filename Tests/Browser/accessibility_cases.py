"""Accessibility of `diary serve`'s pages: axe-core on every page in light and dark, the keyboard alone, and
large text (a default font of 24 px on a phone, and 200% zoom). Each case returns what it found wrong as data
(an empty list when nothing is), for the Swift test to show and to expect empty."""
import importlib.util
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import PHONE, WIDE, arrive, base, entry_file, entry_path, size_viewport, type_into_editor, wait

# axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA, and its best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
SCHEMES = ("light", "dark")


def axe_source():
    """axe.min.js of the PyPI package axe-playwright-python (`make test-deps` installs it), found without importing
    the package (which would want Playwright)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec and spec.submodule_search_locations, "axe-core is missing: run `make test-deps` (axe-playwright-python)"
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def scheme(driver, name):
    """The page shown as a browser set to a light or a dark appearance shows it."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": name}]})


RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: "tag", values: arguments[0]}, resultTypes: ["violations"]}).then(
  (results) => done(results.violations.map((v) => ({
    rule: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
    summary: (v.nodes[0] && v.nodes[0].failureSummary || "").split("\\n").slice(0, 3).join(" ")}))),
  (error) => done([{rule: "axe-error", impact: "critical", help: String(error), targets: [], summary: ""}]));
"""


class Audit:
    """axe-core run on each page shown, in each scheme; what every page's header bar and language are."""

    def __init__(self, driver):
        self.driver = driver
        self.source = axe_source()
        self.pages = []
        self.violations = []
        self.bars = {}
        self.langs = {}
        driver.set_script_timeout(60)

    def check(self, page):
        driver = self.driver
        self.pages.append(page)
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", "the page loaded")
        for name in SCHEMES:
            scheme(driver, name)
            if not driver.execute_script("return typeof axe !== 'undefined'"):
                driver.execute_script(self.source)
            for found in driver.execute_async_script(RUN_AXE, AXE_TAGS):
                found.update(page=page, scheme=name)
                self.violations.append(found)
        scheme(driver, "light")
        self.bars[page] = driver.execute_script(
            "const b = document.querySelector('header.bar'); if (!b) return null;"
            "const r = b.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.width)]")
        self.langs[page] = driver.execute_script("return document.documentElement.lang")


def case_axe(driver, args):
    """Every page, in light and dark: the list (alone, filtered, on a phone), each entry of `--entries`, the new
    and edit pages, a saved entry's notice, a conflict (the first entry's file, `--file`, changed while its edit
    page is open), the whole file, Discard's question (in its dialog, and as a page), the calendar, on this day, search results (`--query`), the last entry's delete confirmation,
    the deleted page, the restored entry, and a page that does not exist."""
    audit = Audit(driver)
    entries = args.entries.split(",")
    edited, removed = entries[0], entries[-1]
    root = base(args.url)
    arrive(driver, args)
    driver.get(root + "/")
    audit.check("list")
    for name in entries:
        driver.get(root + entry_path(name))
        audit.check("entry " + name)
    driver.get(root + "/?starred=1")
    audit.check("list, filtered")
    driver.get(root + "/-/new")
    audit.check("new")
    driver.get(root + "/-/edit/" + edited)
    audit.check("edit")
    type_into_editor(driver, "\nA line for the audit.\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice") and d.find_elements(By.CSS_SELECTOR, ".entry-pane article"),
         "the saved entry")
    audit.check("saved")
    driver.get(root + "/-/edit/" + edited)
    wait(driver, lambda d: d.find_elements(By.ID, "text"), "the editor")
    type_into_editor(driver, "\nAnother line.\n")
    with open(args.file, "a", encoding="utf-8") as f:
        f.write("\nAdded in another editor meanwhile.\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.ID, "on-disk"), "the conflict page")
    audit.check("conflict")
    driver.get(root + "/-/edit/" + edited + "?raw=1")
    audit.check("edit, whole file")
    driver.get(root + "/-/edit/" + edited)
    driver.find_element(By.ID, "discard").click()
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is not None, "the discard question")
    audit.check("discard question")
    driver.find_element(By.ID, "keep-writing").click()
    driver.get(root + "/-/discard/" + edited)
    audit.check("discard")
    driver.get(root + "/-/calendar")
    audit.check("calendar")
    driver.get(root + "/-/on-this-day")
    audit.check("on this day")
    driver.get(root + "/-/search?q=" + args.query)
    audit.check("search")
    driver.get(root + "/-/delete/" + removed)
    audit.check("delete")
    driver.find_element(By.ID, "confirm-delete").click()
    wait(driver, lambda d: d.find_elements(By.ID, "restore"), "the restore button")
    audit.check("deleted")
    driver.find_element(By.ID, "restore").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice") and d.find_elements(By.CSS_SELECTOR, ".entry-pane article"),
         "the restored entry")
    audit.check("restored")
    driver.get(root + "/2026/12/no-such-entry")
    audit.check("not found")
    driver.get(root + "/-/no-such-page")
    audit.check("not found, reader's")
    size_viewport(driver, PHONE)
    driver.get(root + "/")
    audit.check("list, phone")
    driver.get(root + entry_path(entries[0]))
    audit.check("entry, phone")
    return {"pages": audit.pages, "violations": audit.violations, "bars": audit.bars, "langs": audit.langs}


# What the focused element is and how its focus is shown: its ring (outline) and the contrast of the ring's colour
# with what lies behind it (the first ancestor with a background of its own).
FOCUS = """
const e = document.activeElement;
const name = (e) => (e.labels && e.labels.length ? e.labels[0].innerText : e.innerText || e.value || e.getAttribute("aria-label") || "").trim().slice(0, 40);
if (!e || e === document.body || e === document.documentElement) return null;
const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
const luminance = ([r, g, b]) => {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
let behind = e.parentElement, back = null;
while (behind) {
  const c = rgb(getComputedStyle(behind).backgroundColor);
  if (c.length >= 3 && (c.length < 4 || c[3] > 0)) { back = c; break; }
  behind = behind.parentElement;
}
back = back || [255, 255, 255];
const s = getComputedStyle(e);
const r = e.getBoundingClientRect();
const region = e.closest("header.bar") ? "bar" : e.closest(".list-pane") ? "list" : e.closest(".entry-pane") ? "entry"
  : e.closest("main") ? "main" : e.classList.contains("skip") ? "skip" : "other";
return {
  tag: e.tagName.toLowerCase(), id: e.id, cls: e.className, text: name(e),
  href: e.getAttribute("href"), region: region,
  // A date's or a time's field is focused in one of its parts (inside the browser's own control): it is the
  // field's :focus-within that shows the ring there.
  visible: e.matches(":focus-visible") || (["date", "time"].includes(e.type) && e.matches(":focus-within")),
  outline: s.outlineStyle, width: parseFloat(s.outlineWidth) || 0, contrast: Math.round(contrast(rgb(s.outlineColor), back) * 100) / 100,
  top: Math.round(r.top + scrollY), bottom: Math.round(r.bottom + scrollY), left: Math.round(r.left), right: Math.round(r.right),
  onScreen: r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
  mark: e.dataset.reach || null
};
"""

# Numbers every control of the page a person could reach (shown, not disabled), in the page's order.
REACHABLE = """
const all = Array.from(document.querySelectorAll("a[href], button, input, textarea, select, [tabindex]"));
const shown = all.filter((e) => e.type !== "hidden" && !e.disabled && e.tabIndex >= 0 && e.getClientRects().length > 0
  && getComputedStyle(e).visibility !== "hidden");
shown.forEach((e, i) => { e.dataset.reach = String(i); });
return shown.map((e) => (e.labels && e.labels.length ? e.labels[0].innerText : e.innerText || e.value || e.getAttribute("aria-label") || e.id || e.tagName).trim().slice(0, 40));
"""


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def focused(driver):
    return driver.execute_script(FOCUS)


def walk(driver, page, problems, limit=400):
    """Tabs through the page from its top until the focus leaves it; every stop is checked for a visible ring, and
    every control of the page must be among the stops, in reading order: the regions in their order, and within
    one never back up to the left (up and to the right is the next column, as from one month to the next)."""
    controls = driver.execute_script(REACHABLE)
    driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
    stops = []
    for _ in range(limit):
        press(driver, Keys.TAB)
        stop = focused(driver)
        if stop is None or (stops and stop["mark"] is not None and stop["mark"] == stops[0]["mark"]):
            break
        stops.append(stop)
        where = f"{page}: {stop['tag']}#{stop['id']}.{stop['cls']} {stop['text']!r}"
        if not stop["visible"]:
            problems.append(f"{where}: focused from the keyboard but not :focus-visible")
        if stop["outline"] in ("none", "hidden") or stop["width"] < 2:
            problems.append(f"{where}: no focus ring ({stop['outline']} {stop['width']}px)")
        elif stop["contrast"] < 3:
            problems.append(f"{where}: focus ring contrast {stop['contrast']}:1 (under 3:1)")
    reached = {s["mark"] for s in stops if s["mark"] is not None}
    for index, name in enumerate(controls):
        if str(index) not in reached:
            problems.append(f"{page}: {name!r} cannot be reached with Tab")
    order = ["skip", "bar", "list", "entry", "main", "other"]
    for before, after in zip(stops, stops[1:]):
        if order.index(after["region"]) < order.index(before["region"]):
            problems.append(f"{page}: Tab goes back from {before['region']} {before['text']!r} to {after['region']} {after['text']!r}")
        elif after["region"] == before["region"] and after["bottom"] <= before["top"] and after["left"] <= before["left"]:
            problems.append(f"{page}: Tab goes up from {before['text']!r} to {after['text']!r}")
    return stops


def tab_to(driver, selector, what, limit=400):
    """Tabs from the top of the page until `selector` has the focus."""
    driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
    for _ in range(limit):
        press(driver, Keys.TAB)
        if driver.execute_script("return document.activeElement.matches(arguments[0])", selector):
            return
    raise AssertionError(f"Tab never reached {what} ({selector}) at {driver.current_url}")


def path_of(driver):
    return driver.execute_script("return location.pathname + location.search")


def case_keyboard(driver, args):
    """The list, an entry (`--entry`), the calendar and the delete confirmation with the keyboard alone, in light
    and dark: the stops of Tab, and what Enter on a link or a button does."""
    root = base(args.url)
    problems = []
    walks = {}
    arrive(driver, args)
    pages = [("list", "/"), ("entry", entry_path(args.entry)), ("calendar", "/-/calendar"),
             ("delete", "/-/delete/" + args.entry)]
    for name in SCHEMES:
        scheme(driver, name)
        for page, path in pages:
            driver.get(root + path)
            stops = walk(driver, f"{page} ({name})", problems)
            walks[f"{page} ({name})"] = [f"{s['region']}: {s['text']}" for s in stops]
    scheme(driver, "light")
    done = {}
    # The first Tab reaches "skip to content"; Enter on it moves on past the bar.
    driver.get(root + "/")
    press(driver, Keys.TAB)
    first = focused(driver)
    done["firstStop"] = first and first["cls"]
    done["skipShown"] = bool(first and first["onScreen"])
    press(driver, Keys.ENTER)
    press(driver, Keys.TAB)
    after = focused(driver)
    done["afterSkip"] = after and after["region"]
    # Enter on an entry of the list opens it; on Delete, the confirmation; on its button, the deletion.
    tab_to(driver, f"ol.entries a[href='{entry_path(args.entry)}']", "the entry in the list")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: path_of(d) == entry_path(args.entry), "the entry opened with Enter")
    done["entryOpened"] = path_of(driver)
    tab_to(driver, "#delete", "Delete")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.find_elements(By.ID, "confirm-delete"), "the confirmation opened with Enter")
    tab_to(driver, "#confirm-delete", "the Delete button")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.find_elements(By.ID, "restore"), "the deleted page after Enter")
    done["deletedExists"] = os.path.exists(args.file)
    tab_to(driver, "#restore", "Restore")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".entry-pane article"), "the restored entry")
    done["restoredExists"] = os.path.exists(args.file)
    # Enter on a day of the calendar opens that day.
    driver.get(root + "/-/calendar")
    tab_to(driver, "a.day", "a day of the calendar")
    day = driver.execute_script("return document.activeElement.getAttribute('href')")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".entry-pane article"), "the day opened with Enter")
    done["dayLink"] = day
    done["dayLanded"] = path_of(driver)
    return {"problems": problems, "walks": walks, "enter": done}


# What is wrong with the page as shown: sideways scrolling, controls outside the viewport or covered, text cut off
# by a box that hides what overflows it, and text that did not grow with the browser's font size.
LAYOUT = """
const problems = [];
const vw = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > vw) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${vw}`);
const describe = (e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${typeof e.className === "string" && e.className ? "." + e.className.split(" ").join(".") : ""} ${JSON.stringify((e.innerText || e.value || e.getAttribute("aria-label") || "").trim().slice(0, 30))}`;
const controls = Array.from(document.querySelectorAll("a[href], button, input:not([type=hidden]), textarea, select"))
  .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden");
for (const e of controls) {
  // Focused, as a person reaching it would have it (the link that skips to the content shows only then).
  e.focus({preventScroll: true});
  e.scrollIntoView({block: "center", inline: "nearest"});
  const r = e.getBoundingClientRect();
  if (r.left < -0.5 || r.right > vw + 0.5) { problems.push(`${describe(e)} lies outside the page (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`); continue; }
  if (r.width < 1 || r.height < 1) { problems.push(`${describe(e)} has no size`); continue; }
  const x = Math.min(Math.max(r.left + Math.min(r.width / 2, 8), 0), vw - 1), y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  if (!top || !(top === e || e.contains(top) || top.contains(e) && top.tagName === "LABEL")) problems.push(`${describe(e)} is covered by ${top ? describe(top) : "nothing"}`);
  e.blur();
}
window.scrollTo(0, 0);
for (const e of document.body.querySelectorAll("*")) {
  const box = e.getBoundingClientRect();
  // Nothing shown, or text for screen readers alone (a box of one pixel).
  if (e.getClientRects().length === 0 || box.width <= 1 && box.height <= 1) continue;
  const s = getComputedStyle(e);
  if ((s.overflowX === "hidden" || s.overflowX === "clip") && e.scrollWidth > e.clientWidth + 1) problems.push(`${describe(e)} cuts off ${e.scrollWidth - e.clientWidth} px of its text`);
  if (s.textOverflow === "ellipsis" && e.scrollWidth > e.clientWidth + 1) problems.push(`${describe(e)} is cut short with an ellipsis`);
}
const body = parseFloat(getComputedStyle(document.body).fontSize);
let smallest = null;
for (const e of document.body.querySelectorAll("*")) {
  if (e.getClientRects().length === 0 || !Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
  const size = parseFloat(getComputedStyle(e).fontSize);
  if (!smallest || size < smallest.size) smallest = {size: size, what: describe(e)};
}
const bar = document.querySelector("header.bar");
const kept = bar && ["sticky", "fixed"].includes(getComputedStyle(bar).position) ? Math.round(bar.getBoundingClientRect().height) : 0;
if (kept > innerHeight / 4) problems.push(`the bar stays at the top as the page scrolls, taking ${kept} of ${innerHeight} px`);
return {problems: problems, bodyFont: body, smallest: smallest, scrollWidth: document.documentElement.scrollWidth, width: vw,
        bar: bar ? Math.round(bar.getBoundingClientRect().height) : null, height: innerHeight};
"""


def large_text_pages(args):
    return [("list", "/"), ("entry", entry_path(args.entry)), ("list, filtered", "/?starred=1"), ("new", "/-/new"),
            ("edit", "/-/edit/" + args.entry), ("edit, whole file", "/-/edit/" + args.entry + "?raw=1"),
            ("discard", "/-/discard/" + args.entry), ("calendar", "/-/calendar"), ("on this day", "/-/on-this-day"),
            ("search", "/-/search?q=" + args.query), ("delete", "/-/delete/" + args.entry),
            ("not found", "/2026/12/no-such-entry")]


def measure_layouts(driver, args):
    root = base(args.url)
    arrive(driver, args)
    problems = []
    pages = {}
    for page, path in large_text_pages(args):
        driver.get(root + path)
        # The editor puts the caret (and so the focus) in its text: what is measured is the page itself.
        driver.execute_script("document.activeElement && document.activeElement.blur()")
        shown = driver.execute_script(LAYOUT)
        problems += [f"{page}: {p}" for p in shown["problems"]]
        pages[page] = {key: shown[key] for key in ("bodyFont", "smallest", "scrollWidth", "width", "bar", "height")}
    return {"problems": problems, "pages": pages}


def case_large_text(driver, args):
    """Every page on a phone (390×844) whose browser's default font size is 24 px instead of 16."""
    size_viewport(driver, PHONE)
    return measure_layouts(driver, args)


def case_zoom(driver, args):
    """Every page of a 1280×800 window zoomed to 200%: a viewport of 640×400 CSS pixels, two device pixels each."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDE[0] // 2, "height": WIDE[1] // 2, "deviceScaleFactor": 2, "mobile": False})
    wait(driver, lambda d: d.execute_script("return [innerWidth, innerHeight, devicePixelRatio]") == [WIDE[0] // 2, WIDE[1] // 2, 2],
         "the zoomed viewport")
    found = measure_layouts(driver, args)
    found["devicePixelRatio"] = driver.execute_script("return devicePixelRatio")
    found["innerWidth"] = driver.execute_script("return innerWidth")
    return found


CASES = {"axe": case_axe, "keyboard": case_keyboard, "large-text": case_large_text, "zoom": case_zoom}
# What each case's browser differs in from the others': the large-text case's default font size.
BROWSERS = {"large-text": {"font_size": 24}}
