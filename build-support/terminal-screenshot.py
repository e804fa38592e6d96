#!/usr/bin/env python3
"""A terminal's text with its colours (`tmux capture-pane -e -p`) as a PNG, through HTML and headless Chromium.

    terminal-screenshot.py SCREEN.ansi OUT.png --columns 100 [--cursor X,Y] [--scale 2] [--html OUT.html]

Only SGR sequences (ESC [ ... m) are read: the 16 colours and their bright forms, 256 colours, 24-bit
colour, bold, faint, italic, underline and reverse video; any other escape sequence is dropped. Every
character takes the cells a terminal gives it (two for wide East Asian characters), so columns line up
as they did in tmux whatever the fallback font's widths. build-support/terminal-screenshot.sh runs it.
"""

import argparse
import base64
import html
import os
import re
import shutil
import tempfile
import unicodedata

BACKGROUND = "#1d1f21"
FOREGROUND = "#d8dadc"
# Black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
PALETTE = ["#1d1f21", "#e0605a", "#8fbf5a", "#e6c063", "#6b9fd8", "#b58bd0", "#5fbcbf", "#c5c8c6",
           "#6c7075", "#ff7b72", "#a8d86f", "#f5d67b", "#86b7ef", "#cba6e8", "#7ad7da", "#ffffff"]
# Wide characters (Korean) a little larger than the rest: the fallback font's glyphs are 1em wide, two
# cells of DejaVu Sans Mono 1.2em, and at the same size they would stand apart like spaced letters.
WIDE_SIZE = 1.1
SGR = re.compile(r"\x1b\[([0-9;:]*)m")
OTHER_ESCAPE = re.compile(r"\x1b(\[[0-9;:?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")


def color256(n):
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    level = 8 + 10 * (n - 232)
    return "#%02x%02x%02x" % (level, level, level)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = self.bg = None
        self.bold = self.faint = self.italic = self.underline = self.reverse = False

    def apply(self, parameters):
        codes = [int(p) if p else 0 for p in re.split("[;:]", parameters)] if parameters else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.faint = True
            elif code == 3:
                self.italic = True
            elif code == 4:
                self.underline = True
            elif code == 7:
                self.reverse = True
            elif code == 22:
                self.bold = self.faint = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.fg = PALETTE[code - 30]
            elif 90 <= code <= 97:
                self.fg = PALETTE[code - 90 + 8]
            elif 40 <= code <= 47:
                self.bg = PALETTE[code - 40]
            elif 100 <= code <= 107:
                self.bg = PALETTE[code - 100 + 8]
            elif code == 39:
                self.fg = None
            elif code == 49:
                self.bg = None
            elif code in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    value = color256(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    value = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    value = None
                    i += 1
                if code == 38:
                    self.fg = value
                else:
                    self.bg = value
            i += 1

    def css(self):
        fg, bg = self.fg, self.bg
        if self.reverse:
            fg, bg = (bg or BACKGROUND), (fg or FOREGROUND)
        rules = []
        if fg:
            rules.append(f"color:{fg}")
        if bg:
            rules.append(f"background:{bg}")
        if self.bold:
            rules.append("font-weight:bold")
        if self.faint:
            rules.append("opacity:.62")
        if self.italic:
            rules.append("font-style:italic")
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


def cells(character):
    return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1


def text_html(text):
    """ASCII as it is; any other character in a box as wide as its cells, so that a fallback font's
    advance (Noto's Korean is 1em, not two of DejaVu's 0.6em) moves nothing after it."""
    out = []
    for character in text:
        if " " <= character <= "~":
            out.append(html.escape(character))
        elif unicodedata.combining(character) == 0 and unicodedata.category(character)[0] != "C":
            glyph = " " if unicodedata.category(character) == "Zs" else html.escape(character)
            out.append(f'<span class="c{cells(character)}">{glyph}</span>')
    return "".join(out)


def line_html(line, style, cursor_column=None):
    """One row as spans; `style` carries over to the next row, as in the terminal."""
    out, column = [], 0
    position = 0
    pieces = []
    for match in SGR.finditer(line):
        pieces.append((line[position:match.start()], None))
        pieces.append((None, match.group(1)))
        position = match.end()
    pieces.append((line[position:], None))
    for text, parameters in pieces:
        if parameters is not None:
            style.apply(parameters)
            continue
        text = OTHER_ESCAPE.sub("", text).replace("\t", " ")
        if not text:
            continue
        column += sum(cells(c) for c in text)
        css = style.css()
        out.append(f'<span style="{css}">{text_html(text)}</span>' if css else text_html(text))
    if cursor_column is not None:
        out.append(" " * max(0, cursor_column - column) + '<span class="cursor"> </span>')
    return "".join(out)


def page(screen, columns, cursor):
    lines = screen.rstrip("\n").split("\n")
    cursor_row = cursor[1] if cursor else None
    # Rows below the last with text, or the cursor, are left out.
    last = max([i for i, l in enumerate(lines) if SGR.sub("", l).strip()] + [cursor_row or 0])
    style = Style()
    rows = []
    for index, line in enumerate(lines[:last + 1]):
        column = cursor[0] if cursor and index == cursor_row else None
        rows.append(f'<div class="row">{line_html(line, style, column)}</div>')
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; padding: 0; background: transparent; }}
#terminal {{ display: inline-block; margin: 0; padding: 16px 20px;
  background: {BACKGROUND}; color: {FOREGROUND}; border-radius: 10px;
  font-family: 'DejaVu Sans Mono', 'Noto Sans Mono CJK KR', monospace; font-size: 14px;
  font-variant-ligatures: none; width: {columns}ch; }}
.row {{ height: 1.4em; line-height: 1.4em; white-space: pre; overflow: visible; }}
.c1, .c2 {{ display: inline-block; text-align: center; overflow: visible; }}
.c1 {{ width: 1ch; }}
.c2 {{ font-size: {WIDE_SIZE}em; width: calc(2ch / {WIDE_SIZE}); }}
.cursor {{ background: {FOREGROUND}; opacity: .85; }}
</style></head><body><div id="terminal">{"".join(rows)}</div></body></html>
"""


def photograph(page_path, png_path, scale, profile):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--disable-extensions", "--disable-background-networking", "--disable-sync",
                     "--hide-scrollbars", f"--user-data-dir={profile}", "--window-size=1400,1000"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    try:
        driver.set_page_load_timeout(30)
        driver.get("file://" + os.path.abspath(page_path))
        driver.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")
        box = driver.find_element(By.ID, "terminal").rect
        width, height = int(box["width"] + 0.999), int(box["height"] + 0.999)
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "fromSurface": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    finally:
        driver.quit()
    with open(png_path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("screen")
    parser.add_argument("png")
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--cursor", help="X,Y of the cursor, from 0, as tmux tells it")
    parser.add_argument("--scale", type=float, default=2)
    parser.add_argument("--html", help="also keep the HTML page here")
    parser.add_argument("--profile", help="Chromium's profile folder (default: a temporary one)")
    arguments = parser.parse_args()
    cursor = tuple(int(v) for v in arguments.cursor.split(",")) if arguments.cursor else None
    with open(arguments.screen, encoding="utf-8", errors="replace") as file:
        document = page(file.read(), arguments.columns, cursor)
    scratch = tempfile.mkdtemp(prefix="diary-terminal-page-")
    try:
        page_path = arguments.html or os.path.join(scratch, "terminal.html")
        with open(page_path, "w", encoding="utf-8") as file:
            file.write(document)
        photograph(page_path, arguments.png, arguments.scale, arguments.profile or os.path.join(scratch, "chromium"))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
