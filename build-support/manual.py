#!/usr/bin/env python3
"""diary(1) and a page per subcommand, from the ArgumentParser definitions.

swift-argument-parser's generate-manual tool turns a program's `--experimental-dump-help` into mdoc
pages; this runs it and mends what it cannot do yet, so that the help the binary prints stays the
only source:

- it leaves out every character that is not ASCII ("café", the Korean day words): they are handed
  to it as placeholders and put back as groff's \\[uXXXX] escapes;
- a help line that starts with ' or . would be read as a macro: it gets a zero-width \\& in front;
- hidden subcommands (git's filter commands, `diary encrypt clean|smudge|diff`) get no page;
- the footer says "diary VERSION" where the tool leaves mdoc's "BSD";
- pages are named as git names its own (diary-encrypt-init.1, not diary.encrypt.init.1; NAME says
  diary-encrypt-init, as whatis and apropos want it, SYNOPSIS `diary encrypt init`), and diary(1)
  points at diary-vault(5), the vault format.

Usage: manual.py --tool GENERATE_MANUAL --program BIN --out DIR [--date YYYY-MM-DD]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

PLACEHOLDER = re.compile(r"@@(U\+[0-9A-F]{4,6}|ZW)@@")


def mark(text):
    """Text as the tool can carry it: ASCII only, line starts that are no macro."""
    text = re.sub(r"\n(?=['.])", "\n@@ZW@@", text)
    return "".join(c if ord(c) < 128 else "@@U+%04X@@" % ord(c) for c in text)


def prepare(node):
    """The dump with hidden subcommands dropped and every string marked."""
    if isinstance(node, dict):
        if "subcommands" in node:
            node["subcommands"] = [s for s in node["subcommands"] if s.get("shouldDisplay", True)]
        return {key: prepare(value) for key, value in node.items()}
    if isinstance(node, list):
        return [prepare(value) for value in node]
    if isinstance(node, str):
        return mark(node)
    return node


def unmark(text):
    def escape(match):
        code = match.group(1)
        return "\\&" if code == "ZW" else "\\[u%s]" % code[2:]

    return PLACEHOLDER.sub(escape, text)


def page_name(dotted):
    """diary.encrypt.init -> diary-encrypt-init"""
    return dotted.replace(".", "-")


def mend(text, name, version):
    """The page as written to disk: escapes put back, git's names; NAME says `diary-search` (what whatis and
    apropos index, the file's name) and SYNOPSIS `diary search` (what a person types)."""
    text = unmark(text)
    if name != "diary":
        lines, section, spoken = [], None, None
        for line in text.split("\n"):
            if line.startswith(".Sh "):
                section = line[4:]
            if section == "NAME" and line.startswith(".Nm "):
                if spoken is not None:
                    continue  # an alias (`diary onthisday`): NAME holds one name, as whatis reads it
                spoken = line[4:]
                line = ".Nm " + page_name(name)
            elif line == ".Nm" and spoken is not None:
                line = ".Nm " + spoken
            lines.append(line)
        text = "\n".join(lines)
    # The footer names the program and its version, not "BSD".
    text = re.sub(r"^\.Os$", ".Os " + version, text, flags=re.M)
    # The one-line description unquoted, as whatis and apropos show it.
    text = re.sub(r'^\.Nd "(.*)"$', r".Nd \1", text, flags=re.M)
    text = re.sub(r"^\.Dt (\S+)", lambda m: ".Dt " + page_name(m.group(1)), text, flags=re.M)
    text = re.sub(r"^\.Xr (\S+)", lambda m: ".Xr " + page_name(m.group(1)), text, flags=re.M)
    if name == "diary":
        lines = text.rstrip("\n").split("\n")
        last = max(i for i, line in enumerate(lines) if line.startswith(".Xr "))
        lines[last] = lines[last].rstrip(" ,") + " ,"
        lines.insert(last + 1, ".Xr diary-vault 5")
        text = "\n".join(lines) + "\n"
    return text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--program", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--date")
    args = parser.parse_args()

    version = subprocess.run([args.program, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    dump = subprocess.run([args.program, "--experimental-dump-help"], check=True, capture_output=True).stdout
    prepared = prepare(json.loads(dump))
    os.makedirs(args.out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        dump_path = os.path.join(work, "dump.json")
        with open(dump_path, "w", encoding="ascii") as f:
            json.dump(prepared, f)
        # The tool runs `PROGRAM --experimental-dump-help`; this program answers with the prepared dump.
        program = os.path.join(work, os.path.basename(args.program))
        with open(program, "w") as f:
            f.write("#!/bin/sh\nexec cat '%s'\n" % dump_path)
        os.chmod(program, 0o755)
        pages = os.path.join(work, "pages")
        os.mkdir(pages)
        command = [args.tool, program, "--multi-page", "--output-directory", pages]
        if args.date:
            command += ["--date", args.date]
        subprocess.run(command, check=True)
        written = []
        for file in sorted(os.listdir(pages)):
            dotted, section = file.rsplit(".", 1)
            with open(os.path.join(pages, file), encoding="utf-8") as f:
                text = mend(f.read(), dotted, version)
            target = os.path.join(args.out, "%s.%s" % (page_name(dotted), section))
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            written.append(target)
    if not written:
        sys.exit("error: generate-manual wrote no page for %s" % args.program)
    print("%d pages in %s" % (len(written), args.out))


if __name__ == "__main__":
    main()
