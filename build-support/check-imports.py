#!/usr/bin/env python3
"""Checks that every target's dependencies in Package.swift are exactly the modules its Swift files import.

    python3 build-support/check-imports.py [PACKAGE_JSON]

Reads the manifest as `swift package dump-package` prints it (`$SWIFT`, else `swift`) (or PACKAGE_JSON, a saved copy) and every
`import X` line (`@testable`, `internal`, `@preconcurrency` and `import struct X.Y` included) of each
target's Swift files. It fails, naming the file and line or the target, when a file imports a module its
target does not declare (it compiles only because another dependency brings that module along, as Yams
brings its CYaml), or when a target declares a dependency that none of its files imports (executables a
test runs are the exception: they are built for it, not imported). The toolchain's own modules need no
declaration.
"""

import json
import os
import re
import subprocess
import sys

TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "Dispatch", "Glibc", "Musl", "Darwin", "Synchronization", "RegexBuilder", "Testing", "XCTest",
    "_Concurrency", "_StringProcessing", "os", "Swift",
}
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def manifest(argv):
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as file:
            return json.load(file)
    # Reading the manifest writes nothing: no need to wait for a build that holds SwiftPM's lock on .build.
    swift = os.environ.get("SWIFT", "swift")
    dumped = subprocess.run([swift, "package", "--ignore-lock", "dump-package"], check=True, capture_output=True, text=True)
    return json.loads(dumped.stdout)


def module_name(name):
    """The module a target is imported as: `diary-serve` is `diary_serve`."""
    return name.replace("-", "_")


def dependency_name(dependency):
    """The module a dependency of a target names: a target's, a product's, or a name either may be."""
    for kind in ("byName", "target", "product"):
        if kind in dependency:
            return module_name(dependency[kind][0])
    raise ValueError(f"unknown dependency {dependency}")


def imports(folder, excluded):
    """Every (module, file, line number) a target's Swift files import."""
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if os.path.join(root, d) not in excluded)
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as file:
                in_string = False  # inside a multi-line string literal (a Python script a test runs, say)
                for number, line in enumerate(file, 1):
                    match = None if in_string else IMPORT.match(line)
                    if match:
                        found.append((match.group(1), path, number))
                    if line.count('"""') % 2 == 1:
                        in_string = not in_string
    return found


def main(argv):
    package = manifest(argv)
    targets = package["targets"]
    executables = {module_name(t["name"]) for t in targets if t["type"] == "executable"}
    problems = []
    for target in targets:
        if target["type"] not in ("regular", "executable", "test"):
            continue  # a system library: a module map and a header
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
        excluded = {os.path.join(folder, e) for e in target.get("exclude", [])}
        declared = {dependency_name(d) for d in target["dependencies"]}
        if not os.path.isdir(folder):
            problems.append(f"{folder}: the folder of target {target['name']} is missing")
            continue
        if not any(name.endswith(".swift") for _, _, files in os.walk(folder) for name in files):
            continue  # a C target: its headers say what it includes
        found = imports(folder, excluded)
        imported = set()
        for module, path, number in found:
            imported.add(module)
            if module not in declared and module not in TOOLCHAIN and module != module_name(target["name"]):
                problems.append(
                    f"{path}:{number}: imports {module}, which target {target['name']} does not declare in Package.swift"
                )
        for module in sorted(declared - imported - executables):
            problems.append(f"Package.swift: target {target['name']} declares {module}, which none of its files imports")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
