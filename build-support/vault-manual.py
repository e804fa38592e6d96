#!/usr/bin/env python3
"""diary-vault(5), the vault format, from docs/format.md (the contract), by cmark-gfm's man writer.

The page's sections are the contract's "##" headings (its "#" title becomes the NAME line), so the
heading levels are raised by one outside fenced code blocks before cmark-gfm writes roff.

Usage: vault-manual.py --format docs/format.md --version VERSION --date YYYY-MM-DD --out FILE
"""

import argparse
import os
import re
import subprocess

NAME = "diary-vault \\- the diary vault: its layout and the front matter of an entry"


def raised_headings(markdown):
    """The Markdown with "# Title" dropped and every other heading one level up (fences left alone)."""
    out, fence = [], None
    for line in markdown.split("\n"):
        opening = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
        if fence is None and opening:
            fence = opening.group(1)
        elif fence is not None and line.strip().startswith(fence):
            fence = None
        elif fence is None and re.match(r"^# ", line):
            continue
        elif fence is None and re.match(r"^#{2,6} ", line):
            line = line[1:]
        out.append(line)
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--format", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--date", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    with open(args.format, encoding="utf-8") as f:
        markdown = raised_headings(f.read())
    body = subprocess.run(
        ["cmark-gfm", "--extension", "table", "--to", "man", "--width", "0"],
        input=markdown.encode("utf-8"), check=True, capture_output=True,
    ).stdout.decode("utf-8")
    header = ".TH \"DIARY-VAULT\" \"5\" \"%s\" \"diary %s\" \"File Formats\"\n.SH NAME\n%s\n.SH DESCRIPTION\n" % (
        args.date, args.version, NAME)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header + body)


if __name__ == "__main__":
    main()
