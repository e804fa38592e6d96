"""The browser's writer as a person uses it: the form, Save in reach, Ctrl-S, Discard, the fields, the raw view.

Cases of `reader_cases.py` (one per run); each returns what the calling Swift test
(`WebReaderWriterTests.swift`) checks in the vault with plain git.
"""
import os
from urllib.parse import urlsplit

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from accessibility_cases import press, tab_to, walk
from browser_support import PHONE, WIDE, arrive, base, open_editor, shoot, size_viewport, text, wait


def focus_and_caret(driver):
    return driver.execute_script(
        "const e = document.activeElement; return {id: e.id, start: e.selectionStart, end: e.selectionEnd,"
        " length: (e.value || '').length}")


def in_view(driver, element_id):
    """Whether the element is wholly inside the viewport as the page opened (no scrolling), and not covered."""
    return driver.execute_script("""
        const e = document.getElementById(arguments[0]);
        const r = e.getBoundingClientRect();
        const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0;
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {inside: inside, uncovered: top === e || e.contains(top), top: r.top, bottom: r.bottom,
                height: innerHeight, scrolled: scrollY};
    """, element_id)


def press_ctrl_s(driver):
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("s").key_up(Keys.CONTROL).perform()


def saved_notice(driver):
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice"), "the saved notice")
    return {"notice": text(driver, ".notice"), "title": text(driver, ".entry-pane article h2"),
            "path": urlsplit(driver.current_url).path}


def case_writer_new(driver, args):
    """The new-entry page on a phone: the body focused and empty, Save on screen; typed at once, Ctrl-S saves."""
    arrive(driver, args)
    size_viewport(driver, PHONE)
    driver.find_element(By.CSS_SELECTOR, "a.new").click()
    wait(driver, lambda d: d.find_elements(By.ID, "text"), "the writer")
    answer = {"focus": focus_and_caret(driver), "savePhone": in_view(driver, "save"), "discardPhone": in_view(driver, "discard"),
              "label": driver.execute_script("return document.getElementById('text').labels[0].textContent"),
              "fields": driver.execute_script(
                  "return Object.fromEntries(['date','time','place','weather','tags'].map(n => [n, document.getElementById(n).value]))"),
              "starred": driver.find_element(By.ID, "starred").is_selected(),
              "heading": text(driver, "#entry-title"),
              "font": driver.execute_script("return getComputedStyle(document.getElementById('text')).fontFamily")}
    ActionChains(driver).send_keys(args.words).perform()
    answer["headingWhileTyping"] = text(driver, "#entry-title")
    shoot(driver, args.shots, "writer")
    size_viewport(driver, WIDE)
    answer["saveWide"] = in_view(driver, "save")
    press_ctrl_s(driver)
    answer.update(saved_notice(driver))
    return answer


def case_writer_fields(driver, args):
    """An entry's fields changed in the form (place, tags, star, time) and its body added to: saved with Save."""
    open_editor(driver, args)
    answer = {"fields": driver.execute_script(
        "return Object.fromEntries(['date','time','place','weather','tags'].map(n => [n, document.getElementById(n).value]))"),
        "dateReadOnly": driver.find_element(By.ID, "date").get_attribute("readonly") is not None,
        "otherKeys": text(driver, ".other-keys pre") if driver.find_elements(By.CSS_SELECTOR, ".other-keys pre") else None,
        "focus": focus_and_caret(driver), "heading": text(driver, "#entry-title")}
    save_left = "return document.getElementById('save').getBoundingClientRect().left"
    left_at_open = driver.execute_script(save_left)
    if args.words:
        ActionChains(driver).send_keys(args.words).perform()
    for name, value in (("place", args.place), ("tags", args.tags)):
        if value:
            box = driver.find_element(By.ID, name)
            box.clear()
            box.send_keys(value)
    if args.star:
        driver.find_element(By.ID, "starred").click()
    if args.time:
        box = driver.find_element(By.ID, "time")
        driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}))",
                              box, args.time)
    # The draft's status has come by now: Save must still be where it was (it once moved left by the status's
    # width, and a click meant for it opened Discard's dialog).
    draft_kept(driver)
    answer["saveMovedBy"] = driver.execute_script(save_left) - left_at_open
    driver.find_element(By.ID, "save").click()
    answer.update(saved_notice(driver))
    return answer


def draft_kept(driver):
    wait(driver, lambda d: d.find_element(By.ID, "draft-status").get_attribute("data-state") == "kept", "the draft kept")


# Run on the writer: records in the tab's sessionStorage every fetch and beacon the page sends once a form is
# submitted (a draft kept before that, the discard waits for), and marks the end of its `pagehide` (this listener
# comes after the writer's own, so it runs after it).
RECORD_WHAT_IS_SENT = """
let leaving = false;
document.addEventListener("submit", () => { leaving = true; }, true);
const record = (what) => leaving && sessionStorage.setItem("diary-test-sent",
    JSON.stringify(JSON.parse(sessionStorage.getItem("diary-test-sent") || "[]").concat([what])));
const beacon = navigator.sendBeacon.bind(navigator);
navigator.sendBeacon = (url, data) => { record("beacon " + url); return beacon(url, data); };
const send = window.fetch.bind(window);
window.fetch = (url, options) => { record("fetch " + url); return send(url, options); };
sessionStorage.removeItem("diary-test-sent");
sessionStorage.removeItem("diary-test-left");
addEventListener("pagehide", () => sessionStorage.setItem("diary-test-left", "1"));
"""


def case_writer_discard(driver, args):
    """Typed, the draft kept; Discard asks; "Keep writing" keeps the text; Discard again, confirmed, throws it away."""
    if args.entry:
        open_editor(driver, args)
    else:
        arrive(driver, args)
        driver.find_element(By.CSS_SELECTOR, "a.new").click()
        wait(driver, lambda d: d.find_elements(By.ID, "text"), "the writer")
    ActionChains(driver).send_keys(args.words).perform()
    draft_kept(driver)
    answer = {"draftBeforeDiscard": os.path.exists(args.file), "typed": driver.find_element(By.ID, "text").get_attribute("value")}
    driver.find_element(By.ID, "discard").click()
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is not None, "the question")
    answer["question"] = text(driver, "#discard-question")
    answer["focusInDialog"] = driver.execute_script("return document.activeElement.closest('dialog') !== null")
    driver.find_element(By.ID, "keep-writing").click()
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is None, "the question closed")
    answer["keptAfterKeepWriting"] = driver.find_element(By.ID, "text").get_attribute("value")
    driver.find_element(By.ID, "discard").click()
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is not None, "the question again")
    driver.execute_script(RECORD_WHAT_IS_SENT)
    driver.find_element(By.ID, "confirm-discard").click()
    wait(driver, lambda d: "discarded=1" in d.current_url, "the page after discarding")
    answer["notice"] = text(driver, ".notice")
    answer["landed"] = urlsplit(driver.current_url).path
    # The writer's `pagehide` (where a page sends what it holds as it goes) has run once the page after it has
    # the mark; what it sent by then, nothing it may be, is recorded.
    wait(driver, lambda d: d.execute_script("return sessionStorage.getItem('diary-test-left')"), "the writer's pagehide")
    answer["sentAfterDiscard"] = driver.execute_script("return JSON.parse(sessionStorage.getItem('diary-test-sent') || '[]')")
    answer["draftAfterDiscard"] = os.path.exists(args.file)
    return answer


def case_writer_raw(driver, args):
    """Typed in the form, then "Advanced": the whole file shows what was typed; nothing committed on the way."""
    open_editor(driver, args)
    ActionChains(driver).send_keys(args.words).perform()
    driver.find_element(By.ID, "raw-view").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".editor-page.raw #text"), "the whole file")
    whole = driver.find_element(By.ID, "text").get_attribute("value")
    label = driver.execute_script("return document.getElementById('text').labels[0].textContent")
    driver.find_element(By.ID, "form-view").click()
    wait(driver, lambda d: d.find_elements(By.ID, "date"), "the form again")
    return {"whole": whole, "label": label, "bodyAgain": driver.find_element(By.ID, "text").get_attribute("value")}


def case_writer_keyboard(driver, args):
    """The writer with the keyboard alone: every control reached by Tab in order with its ring shown; Discard opened
    with Enter asks with the focus on "Keep writing", Escape goes back to the text; Ctrl-S saves."""
    problems = []
    arrive(driver, args)
    stops = {}
    for page, path in (("new", "/-/new"), ("edit", "/-/edit/" + args.entry)):
        driver.get(base(args.url) + path)
        wait(driver, lambda d: d.find_elements(By.ID, "text"), "the writer")
        # From the top of the page, not from the body the page put the focus in.
        driver.execute_script("const h = document.documentElement; h.setAttribute('tabindex', '-1'); h.focus();"
                              " h.removeAttribute('tabindex')")
        names = [stop["id"] or stop["text"] for stop in walk(driver, page, problems)]
        # A date's or a time's parts (day, month, year) are stops of the one field.
        stops[page] = [name for index, name in enumerate(names) if index == 0 or names[index - 1] != name]
    tab_to(driver, "#discard", "Discard")
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is not None, "the question")
    in_dialog = driver.execute_script("return document.activeElement.id")
    press(driver, Keys.ESCAPE)
    wait(driver, lambda d: d.find_element(By.ID, "discard-dialog").get_attribute("open") is None, "the question closed")
    after_escape = driver.execute_script("return document.activeElement.id")
    press(driver, args.words)
    press_ctrl_s(driver)
    answer = saved_notice(driver)
    answer.update(problems=problems, stops=stops, inDialog=in_dialog, afterEscape=after_escape)
    return answer


CASES = {name[5:].replace("_", "-"): function for name, function in globals().items() if name.startswith("case_writer")}
