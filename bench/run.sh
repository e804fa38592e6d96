#!/usr/bin/env bash
# diary benchmark: times diary against its plain-tool peers (ripgrep, git) on
# generated vaults of 10,000 and 100,000 entries and prints one table of medians.
#
#   make bench                      # or: bash bench/run.sh
#
# Settings (environment):
#   SHARED=DIR        the shared material (default: <repo>/../shared)
#   BENCH_OUT=DIR     generated vaults and results (default: <repo>/bench/out, gitignored)
#   BENCH_LARGE=0     skip the 100,000-entry vault (and the save-growth figure)
#   BENCH_RUNS=N      exact runs per read benchmark (default: hyperfine decides, at least 10)
#   BENCH_SAVE_RUNS=N runs per save benchmark (default: 20)
#   BENCH_WARMUP=N    warm-up runs before each benchmark (default: 3)
#   BUILD_FLAGS=...   extra `swift build` flags, e.g. "--scratch-path .build-bench"
#
# Generated vaults are cached in BENCH_OUT and made again only when missing.
# Every save is measured on a fresh copy of the vault, one copy per tool.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
SHARED=${SHARED:-$ROOT/../shared}
OUT=${BENCH_OUT:-$ROOT/bench/out}
BENCH_LARGE=${BENCH_LARGE:-1}
SAVE_RUNS=${BENCH_SAVE_RUNS:-20}
WARMUP=${BENCH_WARMUP:-3}
read -r -a BUILD_ARGS <<<"${BUILD_FLAGS:-}"
if [[ -n ${BENCH_RUNS:-} ]]; then READ_RUNS=(--runs "$BENCH_RUNS"); else READ_RUNS=(--min-runs 10); fi

# A reproducible environment: no vault from the caller, a fixed locale, and a
# git identity that does not depend on HOME (for git's commits and diary's).
unset DIARY_VAULT
export LANG=en_US.UTF-8
export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid
export GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.invalid
export EDITOR=true VISUAL=true

say() { printf '\n== %s\n' "$*" >&2; }

# --- tools: install with apt only what is missing -----------------------------
need=()
command -v hyperfine >/dev/null 2>&1 || need+=(hyperfine)
command -v rg >/dev/null 2>&1 || need+=(ripgrep)
command -v git >/dev/null 2>&1 || need+=(git)
command -v python3 >/dev/null 2>&1 || need+=(python3)
[[ -x /usr/bin/time ]] || need+=(time)
if ((${#need[@]})); then
  SUDO=; [[ $(id -u) == 0 ]] || SUDO=sudo
  say "installing with apt: ${need[*]}"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi

# --- build --------------------------------------------------------------------
say "swift build -c release ${BUILD_ARGS[*]}"
swift build -c release ${BUILD_ARGS[@]+"${BUILD_ARGS[@]}"} >&2
BIN="$(swift build -c release ${BUILD_ARGS[@]+"${BUILD_ARGS[@]}"} --show-bin-path)/diary"
[[ -x $BIN ]] || { echo "bench: no diary binary at $BIN" >&2; exit 1; }

# --- vaults (cached) ----------------------------------------------------------
GEN="$SHARED/bench/gen_vault.py"
[[ -f $GEN ]] || { echo "bench: $GEN not found (set SHARED=...)" >&2; exit 1; }
mkdir -p "$OUT/results"
RES="$OUT/results"
trap 'rm -rf "$OUT/work"' EXIT   # the throw-away copies; the generated vaults stay

# vault N [SCHEMA]: prints the path of the pristine generated vault of N entries (schema 2 by default).
vault() {
  local n=$1 schema=${2:-2} dir="$OUT/vault-$1"
  [[ $schema == 2 ]] || dir="$OUT/vault-$1-schema$schema"
  if [[ ! -f $dir.ok ]]; then
    say "generating $n entries (schema $schema) in $dir (cached for later runs)"
    rm -rf "$dir"
    python3 "$GEN" "$dir" --entries "$n" --schema "$schema" --git >&2
    git -C "$dir" config user.name bench
    git -C "$dir" config user.email bench@example.invalid
    touch "$dir.ok"
  fi
  printf '%s\n' "$dir"
}

# fresh SRC NAME: a throw-away copy of a pristine vault, printed.
fresh() {
  local dst="$OUT/work/$2"
  rm -rf "$dst"; mkdir -p "$OUT/work"
  cp -a "$1" "$dst"
  printf '%s\n' "$dst"
}

# --- measuring ----------------------------------------------------------------
# hf NAME [hyperfine args...] CMD: runs hyperfine, keeps its JSON, prints nothing.
# A command that fails is reported and recorded as missing, not fatal.
# Reads run without a shell (-N: a shell's start-up would swamp a 2 ms command);
# saves run under bash, for the git pipeline and for $RANDOM in the text.
hf() {
  local name=$1; shift
  say "$name"
  if ! hyperfine --style basic --warmup "$WARMUP" --export-json "$RES/$name.json" "$@" >&2; then
    echo "bench: '$name' failed; recorded as n/a" >&2
    rm -f "$RES/$name.json"
  fi
}
read_hf() { local name=$1; shift; hf "$name" -N --output pipe "${READ_RUNS[@]}" "$@"; }
save_hf() { local name=$1; shift; hf "$name" --shell bash --runs "$SAVE_RUNS" "$@"; }

# maxrss NAME CMD...: peak resident set size in KB (largest of 3 runs), into RES/NAME.rss.
maxrss() {
  local name=$1; shift
  local best=0 kb i tmp="$RES/$name.time"
  rm -f "$RES/$name.rss"
  for i in 1 2 3; do
    if ! /usr/bin/time -f %M -o "$tmp" "$@" >/dev/null 2>&1; then
      echo "bench: '$name' failed; recorded as n/a" >&2; return 0
    fi
    kb=$(tail -n 1 "$tmp")
    [[ $kb =~ ^[0-9]+$ ]] || { echo "bench: '$name': no RSS from /usr/bin/time" >&2; return 0; }
    if ((kb > best)); then best=$kb; fi
  done
  rm -f "$tmp"
  echo "$best" >"$RES/$name.rss"
}

# q: single-quote a word for the bash command lines hyperfine runs.
q() { printf '%q' "$1"; }

rm -f "$RES"/*.json "$RES"/*.rss
D=$(q "$BIN")

# Saves: `diary new` against the plain-git peer, each on its own fresh copy.
# The peer appends to the day's entry and commits it with the git command.
bench_saves() {
  local size=$1 src=$2 vd vg
  vd=$(fresh "$src" "save-diary-$size")
  vg=$(fresh "$src" "save-git-$size")
  save_hf "save-diary-$size" \
    "$D new --vault $(q "$vd") \"bench text \$RANDOM\$RANDOM\""
  save_hf "save-git-$size" \
    "cd $(q "$vg") && echo \"bench text \$RANDOM\$RANDOM\" >> 2026/11/2026-11-21.md && git add 2026/11/2026-11-21.md && git commit -qm x"
  rm -rf "$vd" "$vg"
}

V10=$(vault 10000)
R10=$(fresh "$V10" read-10k)
RV=$(q "$R10")

# Output goes through a pipe, not to /dev/null: ripgrep (like grep) may notice a
# /dev/null stdout and stop at the first match, which would not be a peer.
read_hf list20 "$D list --vault $RV -n 20"
read_hf list-all "$D list --vault $RV"
# -l stops reading a file at its first match, so this opens and reads every entry;
# without --hidden it skips .git, as diary does.
read_hf rg-all "rg -l --no-ignore -g '*.md' . $RV"
read_hf show "$D show --vault $RV 2026-11-21"
day=("$R10"/2026/11/2026-11-21*.md)
read_hf cat-day "cat $(printf '%q ' "${day[@]}")"
read_hf version "$D --version"
say "peak memory (max RSS) over 10,000 entries"
maxrss rss-list "$BIN" list --vault "$R10"
maxrss rss-rg rg -l --no-ignore -g '*.md' . "$R10"

bench_saves 10k "$V10"
if [[ $BENCH_LARGE != 0 ]]; then
  V100=$(vault 100000)
  bench_saves 100k "$V100"
fi

# Migration: `diary migrate` of a 10,000-entry schema-1 vault beside the same rewrite with the
# python-frontmatter package (bench/migrate_python.py), both with their commit, each run on a fresh copy.
if ! python3 -c 'import frontmatter' 2>/dev/null; then
  say "installing python-frontmatter from PyPI"
  python3 -m pip install -q python-frontmatter >&2 || echo "bench: python-frontmatter not installed" >&2
fi
V1=$(vault 10000 1)
MW="$OUT/work/migrate"
MIGRATE_RUNS=${BENCH_MIGRATE_RUNS:-5}
WARMUP=0 hf migrate-diary --runs "$MIGRATE_RUNS" --prepare "rm -rf $(q "$MW") && cp -a $(q "$V1") $(q "$MW")" \
  "$D migrate --vault $(q "$MW")"
WARMUP=0 hf migrate-python --runs "$MIGRATE_RUNS" --prepare "rm -rf $(q "$MW") && cp -a $(q "$V1") $(q "$MW")" \
  "python3 $(q "$ROOT/bench/migrate_python.py") $(q "$MW")"
rm -rf "$MW"

# Sync: `diary sync` beside `git pull --ff-only && git push` on the same 10k vault, each tool with its
# own bare remote and working copy; once with nothing to do, once receiving one new commit (made and
# pushed by a third clone before each run).
sync_pair() {  # sync_pair TOOL: sets up bench/out/work/sync-TOOL/{remote.git,mine,other}
  local w="$OUT/work/sync-$1"
  rm -rf "$w"; mkdir -p "$w"
  git clone -q --bare "$V10" "$w/remote.git"
  cp -a "$V10" "$w/mine"
  git -C "$w/mine" remote add origin "$w/remote.git" 2>/dev/null || git -C "$w/mine" remote set-url origin "$w/remote.git"
  git -C "$w/mine" fetch -q origin
  git -C "$w/mine" branch -q --set-upstream-to="origin/$(git -C "$w/mine" symbolic-ref --short HEAD)" >/dev/null
  git clone -q "$w/remote.git" "$w/other"
  git -C "$w/other" config user.name bench; git -C "$w/other" config user.email bench@example.invalid
  printf '%s\n' "$w"
}
SD=$(sync_pair diary); SG=$(sync_pair git)
push_one() { printf 'cd %s && echo "line $RANDOM" >> 2026/11/2026-11-21.md && git commit -qam x && git push -q' "$(q "$1/other")"; }
hf sync-noop-diary --shell bash --runs "$SAVE_RUNS" "$D sync --vault $(q "$SD/mine")"
hf sync-noop-git --shell bash --runs "$SAVE_RUNS" "cd $(q "$SG/mine") && git pull -q --ff-only && git push -q"
hf sync-one-diary --shell bash --runs "$SAVE_RUNS" --prepare "$(push_one "$SD")" "$D sync --vault $(q "$SD/mine")"
hf sync-one-git --shell bash --runs "$SAVE_RUNS" --prepare "$(push_one "$SG")" "cd $(q "$SG/mine") && git pull -q --ff-only && git push -q"
rm -rf "$SD" "$SG"

# --- report -------------------------------------------------------------------
# first lines only, without `| head` (a closed pipe is an error under pipefail)
first() { local out; out=$("$@" 2>&1) || true; printf '%s' "${out%%$'\n'*}"; }
VERSION=$(first "$BIN" --version)
MACHINE="$(uname -sm), $(nproc) CPUs; $(first hyperfine --version); $(first git --version); $(first rg --version)"
say "results"
python3 - "$RES" "$VERSION" "$BENCH_LARGE" "$MACHINE" <<'PY'
import json, os, sys
res, version, large, machine = sys.argv[1], sys.argv[2], sys.argv[3] != "0", sys.argv[4]

def med(name):  # median in ms, or None
    try:
        with open(os.path.join(res, name + ".json")) as f:
            return json.load(f)["results"][0]["median"] * 1000
    except (OSError, KeyError, IndexError, ValueError):
        return None

def rss(name):  # MB, or None
    try:
        with open(os.path.join(res, name + ".rss")) as f:
            return int(f.read()) / 1024
    except (OSError, ValueError):
        return None

def div(a, b):
    return a / b if a is not None and b else None

def ms(v): return "n/a" if v is None else f"{v:.1f} ms"
def mb(v): return "n/a" if v is None else f"{v:.1f} MB"
def x(v):  return "n/a" if v is None else f"{v:.2f}x"

rows = []  # what, diary, peer, ratio, goal, verdict
def row(what, d, p, r, goal, ok):
    rows.append((what, d, p, r, goal, "-" if ok is None else ("yes" if ok else "NO")))

def check(v, pred):
    return None if v is None else pred(v)

l20 = med("list20")
row("list -n 20 (10k)", ms(l20), "-", "-", "well under 50 ms", check(l20, lambda v: v < 50))
la, rg = med("list-all"), med("rg-all")
r = div(la, rg)
row("list, all (10k) vs rg -l", ms(la), ms(rg), x(r), "<= 1.5x rg -l", check(r, lambda v: v <= 1.5))
sh, cat = med("show"), med("cat-day")
row("show 2026-11-21 vs cat", ms(sh), ms(cat), x(div(sh, cat)), "(info)", None)
for size in (["10k", "100k"] if large else ["10k"]):
    d, g = med(f"save-diary-{size}"), med(f"save-git-{size}")
    r = div(d, g)
    row(f"save ({size}) vs git add+commit", ms(d), ms(g), x(r), "<= 1.0x git", check(r, lambda v: v <= 1.0))
if large:
    gd = div(med("save-diary-100k"), med("save-diary-10k"))
    gg = div(med("save-git-100k"), med("save-git-10k"))
    row("save growth 10k -> 100k", x(gd), x(gg), "-", "< 2x (git ~7x)", check(gd, lambda v: v < 2))
v = med("version")
row("diary --version", ms(v), "-", "-", "(info)", None)
for what, d, g in (("sync, nothing to do (10k)", "sync-noop-diary", "sync-noop-git"),
                   ("sync, one new commit (10k)", "sync-one-diary", "sync-one-git")):
    dv, gv = med(d), med(g)
    row(what + " vs git pull+push", ms(dv), ms(gv), x(div(dv, gv)), "<= 1.0x git", check(div(dv, gv), lambda v: v <= 1.0))
md, mp = med("migrate-diary"), med("migrate-python")
rate = lambda t: None if t is None else 10000 / (t / 1000)
rd, rp = rate(md), rate(mp)
row("migrate 10k schema 1 (entries/s)", "n/a" if rd is None else f"{rd:,.0f}/s", "n/a" if rp is None else f"{rp:,.0f}/s",
    x(div(rd, rp)), ">= 5x python-frontmatter", check(div(rd, rp), lambda v: v >= 5))
rl, rr = rss("rss-list"), rss("rss-rg")
row("peak RSS, list (10k) vs rg -l", mb(rl), mb(rr), x(div(rl, rr)), "< 64 MB", check(rl, lambda v: v < 64))

head = ("what", "diary", "peer", "ratio", "goal", "goal met")
w = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
print(f"diary: {version}")
print(f"machine: {machine}")
print("vault: 10,000 generated entries" + (" (and 100,000 for the save growth)" if large else ""))
print("medians from hyperfine; ratio = diary / peer")
fmt = lambda r: "  ".join(str(c).ljust(w[i]) if i in (0, 4, 5) else str(c).rjust(w[i]) for i, c in enumerate(r)).rstrip()
print(fmt(head))
print("  ".join("-" * n for n in w).rstrip())
for r in rows:
    print(fmt(r))
PY
