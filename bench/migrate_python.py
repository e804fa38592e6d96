#!/usr/bin/env python3
"""The peer for `diary migrate` in `make bench`: the same schema 1 → 2 rewrite of a vault with the
python-frontmatter package, then one commit with the plain git tool.

    migrate_python.py VAULT        prints "N entries in S seconds"

It does what the contract asks of the migration: epoch `created` → RFC 3339 in the local zone,
string location → {name}, string weather → {condition}, comma tags → list, `schema: 2` first.
"""
import datetime as dt
import pathlib
import subprocess
import sys
import time

import frontmatter


def migrate(path):
    post = frontmatter.load(path)
    meta = post.metadata
    if meta.get("schema") == 2:
        return False
    created = meta.get("created")
    new = {"schema": 2}
    if isinstance(created, (int, float)):
        new["created"] = dt.datetime.fromtimestamp(created).astimezone().isoformat(timespec="seconds")
    elif created is not None:
        new["created"] = str(created)
    if isinstance(meta.get("location"), str):
        new["location"] = {"name": meta["location"]}
    if isinstance(meta.get("weather"), str):
        new["weather"] = {"condition": meta["weather"]}
    if isinstance(meta.get("tags"), str):
        new["tags"] = [t.strip() for t in meta["tags"].split(",") if t.strip()]
    for key, value in meta.items():
        if key not in new:
            new[key] = value
    post.metadata = new
    with open(path, "w", encoding="utf-8") as f:
        f.write(frontmatter.dumps(post, sort_keys=False) + "\n")
    return True


def main():
    vault = pathlib.Path(sys.argv[1])
    start = time.perf_counter()
    count = sum(migrate(p) for p in sorted(vault.glob("[0-9][0-9][0-9][0-9]/[0-9][0-9]/*.md")))
    subprocess.run(["git", "-C", str(vault), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(vault), "commit", "-qm", f"Migrate {count} entries to schema 2"], check=True)
    print(f"{count} entries in {time.perf_counter() - start:.3f} seconds")


if __name__ == "__main__":
    main()
