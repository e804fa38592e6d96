"""What every browser case works with: Debian's Chromium, headless, through chromedriver and Selenium, and the
small steps the cases share (waiting, arriving with the run's key, the addresses of entries)."""
import os
import shutil
import tempfile
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

WIDE = (1280, 800)
PHONE = (390, 844)


def browser(language="en-US", size=WIDE, font_size=None):
    """Chromium with a profile of its own in a new `diary-chromium-*` folder of the temporary directory, removed
    when the driver quits. `font_size` is the browser's default font size in pixels (16 unless given)."""
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    profile = tempfile.mkdtemp(prefix="diary-chromium-")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--disable-extensions", "--disable-background-networking", "--disable-sync",
                     f"--user-data-dir={profile}", f"--lang={language}", f"--window-size={size[0]},{size[1]}"]:
        options.add_argument(argument)
    prefs = {"intl.accept_languages": language}
    if font_size:
        prefs["webkit.webprefs.default_font_size"] = font_size
    options.add_experimental_option("prefs", prefs)
    try:
        driver = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    except BaseException:
        shutil.rmtree(profile, ignore_errors=True)
        raise
    quit_browser = driver.quit

    def quit_and_remove_profile():
        try:
            quit_browser()
        finally:
            shutil.rmtree(profile, ignore_errors=True)

    driver.quit = quit_and_remove_profile
    driver.profile = profile
    driver.set_page_load_timeout(30)
    return driver


def size_viewport(driver, size):
    """The window made so that the page's viewport (not the window) is `size`. A new window size reaches the page
    a moment later: each step waits for it (a viewport is never larger than its window)."""
    driver.set_window_size(*size)
    wait(driver, lambda d: d.execute_script("return innerWidth <= arguments[0] && innerHeight <= arguments[1]", *size),
         f"the window at {size[0]}x{size[1]}")
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(size[0] * 2 - inner[0], size[1] * 2 - inner[1])
    wait(driver, lambda d: d.execute_script("return [innerWidth, innerHeight]") == list(size),
         f"the viewport at {size[0]}x{size[1]}")


def painted_at(driver, size, what):
    """Waits until the page's viewport is `size` and the page has been drawn at it (two animation frames on)."""
    wait(driver, lambda d: d.execute_script("return [innerWidth, innerHeight]") == list(size), what)
    driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")


def wait(driver, condition, what, seconds=30):
    try:
        return WebDriverWait(driver, seconds).until(lambda d: condition(d))
    except Exception:
        shown = driver.find_element(By.TAG_NAME, "body").text[:600]
        raise AssertionError(f"timed out waiting for {what} (at {driver.current_url}, showing: {shown!r})")


def shoot(driver, shots, name):
    if not shots:
        return
    os.makedirs(shots, exist_ok=True)
    for label, size in (("1280x800", WIDE), ("390x844", PHONE)):
        size_viewport(driver, size)
        painted_at(driver, size, f"the page at {size[0]}x{size[1]}")
        driver.save_screenshot(os.path.join(shots, f"{name}-{label}.png"))
    size_viewport(driver, WIDE)


def base(url):
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def arrive(driver, args, address=None):
    """Opens the printed address (or `address`, a page leading to it) and waits for the page it moves on to."""
    driver.get(address or args.url)
    wait(driver, lambda d: "token=" not in d.current_url and d.find_elements(By.ID, "content"), "the first page after the key")


def entry_path(name):
    """An entry's page: `/2026/11/2026-11-21-2` for `2026-11-21-2`."""
    return "/" + name[0:4] + "/" + name[5:7] + "/" + name


def entry_address(args):
    """An entry's page: `/2026/11/2026-11-21-2` for `--entry 2026-11-21-2`."""
    return base(args.url) + entry_path(args.entry)


def entry_file(args, name):
    """The file of the entry `name` in the vault that holds `--file` (an entry's file, `VAULT/2026/11/….md`)."""
    vault = os.path.dirname(os.path.dirname(os.path.dirname(args.file)))
    return os.path.join(vault, name[0:4], name[5:7], name + ".md")


def text(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def type_into_editor(driver, words):
    area = driver.find_element(By.ID, "text")
    area.click()
    area.send_keys(Keys.CONTROL, Keys.END)
    area.send_keys(words)


def open_editor(driver, args, name=None):
    arrive(driver, args)
    driver.get(base(args.url) + "/-/edit/" + (name or args.entry))
    wait(driver, lambda d: d.find_elements(By.ID, "text"), "the editor")
