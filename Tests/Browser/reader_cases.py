#!/usr/bin/env python3
"""Drives `diary serve` in a real browser: Debian's Chromium, headless, through chromedriver and Selenium.

One case per run: `reader_cases.py CASE --url ADDRESS_WITH_TOKEN [--entry NAME] [--shots DIR] [--file PATH]`.
A case asserts what a person would see and prints one line of JSON with what the calling Swift test checks
in the vault (commits, files); a failed assertion exits 1 with the reason on stderr.
"""
import argparse
import json
import os
import subprocess
import sys
import time
from urllib.parse import quote, urlsplit

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

import accessibility_cases
import writer_cases
from browser_support import (PHONE, arrive, base, browser, entry_address, open_editor, shoot, size_viewport, text,
                             type_into_editor, wait)


def case_list(driver, args):
    arrive(driver, args)
    assert "token=" not in driver.current_url, "the token stayed in the address bar"
    cookies = driver.get_cookies()
    assert cookies and all(c["httpOnly"] and c.get("sameSite") == "Strict" for c in cookies), f"cookie: {cookies}"
    rows = driver.find_elements(By.CSS_SELECTOR, "ol.entries li")
    assert rows, "no entries in the list"
    titles = [r.find_element(By.CSS_SELECTOR, ".title").text for r in rows]
    dates = [r.find_element(By.CSS_SELECTOR, "time").get_attribute("datetime") for r in rows]
    assert dates == sorted(dates, reverse=True), f"not newest first: {dates}"
    # Wide: the list and the first entry side by side.
    assert driver.find_element(By.CSS_SELECTOR, ".entry-pane article").is_displayed(), "no entry beside the list"
    shoot(driver, args.shots, "list")
    size_viewport(driver, PHONE)
    assert not driver.find_element(By.CSS_SELECTOR, ".entry-pane").is_displayed(), "phone: entry beside the list"
    older = driver.find_elements(By.CSS_SELECTOR, "nav.months a.older")
    month = text(driver, "nav.months h1")
    if older:
        older[0].click()
        wait(driver, lambda d: text(d, "nav.months h1") != month, "the older month")
    return {"titles": titles, "month": month}


def case_entry(driver, args):
    arrive(driver, args)
    driver.get(entry_address(args))
    title = text(driver, ".entry-pane article h2")
    current = driver.find_elements(By.CSS_SELECTOR, "ol.entries li.current")
    assert current, "the entry is not marked in the list beside it"
    shoot(driver, args.shots, "entry")
    size_viewport(driver, PHONE)
    assert not driver.find_element(By.CSS_SELECTOR, "#results").is_displayed(), "phone: the list beside the entry"
    assert driver.find_element(By.CSS_SELECTOR, ".back a").is_displayed(), "phone: no way back to the list"
    images = driver.execute_script(
        "return Array.from(document.querySelectorAll('.entry-pane article img')).map(i => [i.src, i.naturalWidth])")
    return {"title": title, "html": driver.find_element(By.CSS_SELECTOR, ".entry-pane article").get_attribute("innerHTML"),
            "images": images}


def case_search(driver, args):
    arrive(driver, args)
    box = driver.find_element(By.ID, "search-box")
    for character in args.query:
        box.send_keys(character)
        time.sleep(0.05)
    # Each pause in typing may bring the hits of what was typed so far; wait for those of the whole query,
    # then read the page in one step (a later answer replaces the content it is read from).
    whole = "q=" + quote(args.query)
    wait(driver, lambda d: d.current_url.endswith(whole) and d.find_elements(By.CSS_SELECTOR, "#results mark"),
         "results to appear while typing")
    found = driver.execute_script("""
        const all = (selector) => Array.from(document.querySelectorAll(selector)).map(e => e.textContent);
        return {marks: all("#results mark"), titles: all("#results .title"),
                count: (document.querySelector("#results .count") || {}).textContent || ""};
    """)
    found["url"] = driver.current_url
    return found


def case_new(driver, args):
    arrive(driver, args)
    driver.find_element(By.CSS_SELECTOR, "a.new").click()
    wait(driver, lambda d: d.find_elements(By.ID, "text"), "the editor")
    type_into_editor(driver, "\n# " + args.words + "\n\nWritten in the browser.\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice"), "the saved notice")
    return {"notice": text(driver, ".notice"), "title": text(driver, ".entry-pane article h2"),
            "path": urlsplit(driver.current_url).path}


def case_edit(driver, args):
    open_editor(driver, args)
    type_into_editor(driver, "\n" + args.words + "\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice"), "the saved notice")
    return {"notice": text(driver, ".notice"), "body": text(driver, ".entry-pane article")}


def case_draft(driver, args):
    """Types, waits for the draft to be kept, then leaves the page without saving (the page commits)."""
    open_editor(driver, args)
    type_into_editor(driver, "\n" + args.words + "\n")
    wait(driver, lambda d: d.find_element(By.ID, "draft-status").get_attribute("data-state") == "kept", "the draft kept")
    status = text(driver, "#draft-status")
    with open(args.file, encoding="utf-8") as f:
        before_leaving = f.read()
    driver.get(base(args.url) + "/-/calendar")
    return {"status": status, "draftBeforeLeaving": before_leaving}


def case_delete(driver, args):
    arrive(driver, args)
    driver.get(entry_address(args))
    driver.find_element(By.ID, "delete").click()
    question = text(driver, ".confirm-page p")
    driver.find_element(By.ID, "confirm-delete").click()
    wait(driver, lambda d: d.find_elements(By.ID, "restore"), "the restore button")
    deleted = text(driver, ".notice")
    gone = os.path.exists(args.file)
    driver.find_element(By.ID, "restore").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".entry-pane article"), "the restored entry")
    return {"question": question, "deleted": deleted, "existedAfterDelete": gone, "restored": text(driver, ".notice")}


def case_calendar(driver, args):
    arrive(driver, args)
    driver.find_element(By.LINK_TEXT, args.label).click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".calendar-page .month"), "the calendar")
    driver.get(base(args.url) + "/-/calendar?year=" + args.year)
    days = driver.find_elements(By.CSS_SELECTOR, "a.day")
    assert days, "no day links"
    levels = sorted({c for d in days for c in d.get_attribute("class").split() if c.startswith("l")})
    shoot(driver, args.shots, "calendar")
    target = days[-1].get_attribute("href")
    days[-1].click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".entry-pane article"), "the day's entry")
    return {"days": len(days), "levels": levels, "clicked": target, "landed": urlsplit(driver.current_url).path,
            "title": text(driver, ".entry-pane article h2")}


def case_korean(driver, args):
    arrive(driver, args)
    return {"lang": driver.find_element(By.TAG_NAME, "html").get_attribute("lang"),
            "nav": [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".bar nav a")],
            "heading": text(driver, "nav.months h1"),
            "date": driver.find_elements(By.CSS_SELECTOR, "ol.entries time")[0].text}


def case_via_file(driver, args):
    """What `--open` does: the browser is given a local file that leads to the address."""
    arrive(driver, args, "file://" + args.file)
    return {"url": driver.current_url, "entries": len(driver.find_elements(By.CSS_SELECTOR, "ol.entries li"))}


def case_no_token(driver, args):
    driver.get(base(args.url) + "/")
    return {"body": driver.find_element(By.TAG_NAME, "body").text, "entries": len(driver.find_elements(By.CSS_SELECTOR, "ol.entries li"))}


def case_script(driver, args):
    arrive(driver, args)
    driver.get(entry_address(args))
    # Loaded, with every image loaded or failed: an `onerror` or a script left in the entry would have run.
    wait(driver, lambda d: d.execute_script(
        "return document.readyState === 'complete' && Array.from(document.images).every(i => i.complete)"),
         "the entry and its images")
    ran = driver.execute_script("return [window.__diaryPwned || null, document.title]")
    logs = [entry["message"] for entry in driver.get_log("browser")] if hasattr(driver, "get_log") else []
    return {"ran": ran[0], "title": ran[1], "text": text(driver, ".entry-pane article"),
            "scripts": driver.execute_script("return document.querySelectorAll('.entry-pane script').length"),
            "handlers": driver.execute_script("return document.querySelectorAll('.entry-pane [onerror], .entry-pane [onclick]').length"),
            "console": logs}


def case_conflict(driver, args):
    open_editor(driver, args)
    type_into_editor(driver, "\n" + args.words + "\n")
    with open(args.file, "a", encoding="utf-8") as f:
        f.write("\nAdded in another editor meanwhile.\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.ID, "on-disk"), "the conflict page")
    return {"heading": text(driver, "main h1"), "problem": text(driver, "main .problem"),
            "yours": driver.find_element(By.ID, "text").get_attribute("value"), "onDisk": text(driver, "#on-disk")}


def typed_at_once(driver, words):
    """Types as a person does who starts as soon as the page is there: into whatever has the focus, where its
    caret is, with no click and no arrow key. Returns where the focus and the caret were."""
    where = driver.execute_script(
        "const e = document.activeElement; return {id: e.id, start: e.selectionStart, end: e.selectionEnd}")
    ActionChains(driver).send_keys(words).perform()
    return where


def run_cli(args):
    """Changes the vault with the diary CLI while a page is open: `--cli` is JSON, {"env": {...}, "runs": [argv, ...]}.
    Returns HEAD and the entry's file (`--file`) as they are after it."""
    given = json.loads(args.cli)
    for argv in given["runs"]:
        done = subprocess.run(argv, env=given["env"], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, f"{argv}: {done.stdout} {done.stderr}"
    head = subprocess.run(["git", "-C", os.path.dirname(args.file), "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()
    with open(args.file, encoding="utf-8", newline="") as f:
        return head, f.read()


def status_of_page(driver):
    """The HTTP status of the page shown (the navigation's response)."""
    return driver.execute_script("const n = performance.getEntriesByType('navigation')[0]; return n ? n.responseStatus : null")


def case_new_typed_at_once(driver, args):
    arrive(driver, args)
    driver.find_element(By.CSS_SELECTOR, "a.new").click()
    wait(driver, lambda d: d.find_elements(By.ID, "text"), "the editor")
    where = typed_at_once(driver, args.words)
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice"), "the saved notice")
    return {"focus": where, "notice": text(driver, ".notice"), "title": text(driver, ".entry-pane article h2"),
            "path": urlsplit(driver.current_url).path}


def case_edit_typed_at_once(driver, args):
    open_editor(driver, args)
    where = typed_at_once(driver, args.words + "\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".notice"), "the saved notice")
    return {"focus": where, "notice": text(driver, ".notice"), "title": text(driver, ".entry-pane article h2")}


def case_conflict_then_leave(driver, args):
    """The edit page open, the CLI changes the entry, Save meets the change; more is typed in "Your text" and
    the page is left by the Calendar link (the page sends its text as it goes)."""
    open_editor(driver, args)
    head, after_cli = run_cli(args)
    type_into_editor(driver, "\n" + args.words + "\n")
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_elements(By.ID, "on-disk"), "the conflict page")
    problem = text(driver, "main .problem")
    on_disk = text(driver, "#on-disk")
    type_into_editor(driver, args.more + "\n")
    driver.find_element(By.LINK_TEXT, "Calendar").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".calendar-page"), "the calendar")
    return {"headAfterCli": head, "fileAfterCli": after_cli, "problem": problem, "onDisk": on_disk}


def case_delete_changed(driver, args):
    """The delete confirmation open, the CLI changes the entry, then Delete is confirmed."""
    arrive(driver, args)
    driver.get(entry_address(args))
    driver.find_element(By.ID, "delete").click()
    wait(driver, lambda d: d.find_elements(By.ID, "confirm-delete"), "the confirmation")
    head, after_cli = run_cli(args)
    driver.find_element(By.ID, "confirm-delete").click()
    wait(driver, lambda d: d.find_elements(By.ID, "look"), "the page saying why")
    answer = {"headAfterCli": head, "fileAfterCli": after_cli, "status": status_of_page(driver),
              "problem": text(driver, "main .problem"), "existsAfterDelete": os.path.exists(args.file)}
    driver.find_element(By.ID, "look").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".entry-pane article"), "the entry")
    answer["landed"] = urlsplit(driver.current_url).path
    return answer


def case_profile(driver, args):
    """The browser's profile folder: there while the browser runs (the caller checks that it is gone after)."""
    arrive(driver, args)
    return {"profile": driver.profile, "existed": os.path.isdir(driver.profile)}


CASES = {name[5:].replace("_", "-"): function for name, function in globals().items() if name.startswith("case_")}
CASES.update(accessibility_cases.CASES)
CASES.update(writer_cases.CASES)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=sorted(CASES))
    parser.add_argument("--url", required=True)
    parser.add_argument("--entry")
    parser.add_argument("--entries", default="", help="entries a case visits, by name, joined by commas")
    parser.add_argument("--file")
    parser.add_argument("--words", default="")
    parser.add_argument("--more", default="")
    parser.add_argument("--place", default="")
    parser.add_argument("--tags", default="")
    parser.add_argument("--time", default="")
    parser.add_argument("--star", action="store_true")
    parser.add_argument("--cli", default='{"env": {}, "runs": []}')
    parser.add_argument("--query", default="")
    parser.add_argument("--year", default="")
    parser.add_argument("--label", default="Calendar")
    parser.add_argument("--language", default="en-US")
    parser.add_argument("--shots")
    args = parser.parse_args()
    driver = browser(args.language, **accessibility_cases.BROWSERS.get(args.case, {}))
    try:
        result = CASES[args.case](driver, args)
    except AssertionError as failure:
        print(f"{args.case}: {failure}", file=sys.stderr)
        sys.exit(1)
    finally:
        driver.quit()
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
