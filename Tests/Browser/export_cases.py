"""The HTML export as a person opens it: a page file (`file://`) in headless Chromium, wherever it was moved to.
`images PAGE` prints, as JSON, how many images the page has, how many loaded (complete, with a width), and the
start of each one's address; `png FILE WIDTH HEIGHT R G B` writes a real PNG of one colour for a test's vault."""
import argparse
import json
import os
import struct
import sys
import zlib

from browser_support import browser, wait


def case_images(args):
    driver = browser()
    try:
        driver.get("file://" + os.path.abspath(args.page))
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", "the page to load")
        wait(driver, lambda d: d.execute_script("return Array.from(document.images).every(i => i.complete)"),
             "every image to finish loading or fail")
        return driver.execute_script("""
            const images = Array.from(document.images);
            return {images: images.length,
                    loaded: images.filter(i => i.complete && i.naturalWidth > 0).length,
                    widths: images.map(i => i.naturalWidth),
                    sources: images.map(i => i.getAttribute('src').slice(0, 40))};""")
    finally:
        driver.quit()


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def case_png(args):
    width, height = args.width, args.height
    row = b"\x00" + bytes(args.rgb) * width
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))
    with open(args.file, "wb") as out:
        out.write(png)
    return {"bytes": len(png)}


def main():
    parser = argparse.ArgumentParser()
    cases = parser.add_subparsers(dest="case", required=True)
    images = cases.add_parser("images")
    images.add_argument("page")
    png = cases.add_parser("png")
    png.add_argument("file")
    png.add_argument("width", type=int)
    png.add_argument("height", type=int)
    png.add_argument("rgb", type=int, nargs=3)
    args = parser.parse_args()
    try:
        result = {"images": case_images, "png": case_png}[args.case](args)
    except AssertionError as failure:
        print(f"{args.case}: {failure}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
