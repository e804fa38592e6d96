#!/usr/bin/env bash
# diary benchmark: times diary against its plain-tool peers (ripgrep, git) on
# generated vaults of 10,000 and 100,000 entries and prints one table of medians.
#
#   make bench                      # or: bash bench/run.sh
#
# Settings (environment):
#   SHARED=DIR        the shared material (default: <repo>/../shared)
#   BENCH_OUT=DIR     generated vaults and results (default: <repo>/bench/out, gitignored)
#   BENCH_LARGE=0     skip the 100,000-entry vault (and the save-growth and 100k search figures)
#   BENCH_ONLY="..."  only these parts: any of list search save migrate sync encrypt serve (default: all)
#   BENCH_ENCRYPT_RUNS=N runs of each encrypt-init benchmark (default: 3)
#   BENCH_RUNS=N      exact runs per read benchmark (default: hyperfine decides, at least 10)
#   BENCH_SAVE_RUNS=N runs per save benchmark (default: 20)
#   BENCH_JRNL_RUNS=N runs per jrnl benchmark (default: 3; jrnl takes seconds)
#   BENCH_WORD=W      the word searched for (default: coffee, in ~3/4 of the generated entries);
#   BENCH_WORD2=W     the second word of the two-word search (default: river); BENCH_TAG=T the tag (default: travel)
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
# Nobody's own diary settings, and no place or weather lookups while timing.
export XDG_CONFIG_HOME="$OUT/xdg-diary" DIARY_OFFLINE=1

say() { printf '\n== %s\n' "$*" >&2; }
# want PART: BENCH_ONLY is unset or names PART.
want() { [[ -z ${BENCH_ONLY:-} || " $BENCH_ONLY " == *" $1 "* ]]; }

# --- tools: install with apt only what is missing (jrnl: from PyPI, below) ---
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
# The binary as `make release` / `make install` build it: Swift's own libraries, libgit2 and cmark-gfm linked in.
bash build-support/static-link.sh "$ROOT/.build/static-link"
export PKG_CONFIG_PATH="$ROOT/.build/static-link/pkgconfig"
RELEASE=(swift build -c release --static-swift-stdlib --product diary ${BUILD_ARGS[@]+"${BUILD_ARGS[@]}"})
say "${RELEASE[*]}"
"${RELEASE[@]}" >&2
BIN="$("${RELEASE[@]}" --show-bin-path)/diary"
[[ -x $BIN ]] || { echo "bench: no diary binary at $BIN" >&2; exit 1; }
if want serve; then
  SERVE_BUILD=(swift build -c release --static-swift-stdlib --product diary-serve ${BUILD_ARGS[@]+"${BUILD_ARGS[@]}"})
  say "${SERVE_BUILD[*]}"
  "${SERVE_BUILD[@]}" >&2
fi

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
    return 0
  fi
  run_rss "$name" "$@"
}

# run_rss NAME [hyperfine args...] CMD: one more run of CMD (after its --prepare, if any) under
# /usr/bin/time, whose peak resident set size (of CMD and everything it waited for, in KB) goes into
# RES/NAME.rss: the memory beside each row's time.
run_rss() {
  local name=$1; shift
  local prepare= cmd
  while (($# > 1)); do
    if [[ $1 == --prepare ]]; then prepare=$2; shift; fi
    shift
  done
  cmd=$1
  rm -f "$RES/$name.rss"
  if [[ -n $prepare ]]; then bash -c "$prepare" >/dev/null 2>&1 || return 0; fi
  /usr/bin/time -f %M -o "$RES/$name.time" bash -c "$cmd" >/dev/null 2>&1 || true
  local kb
  kb=$(tail -n 1 "$RES/$name.time" 2>/dev/null || true)
  rm -f "$RES/$name.time"
  [[ $kb =~ ^[0-9]+$ ]] && echo "$kb" >"$RES/$name.rss"
  return 0
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

rm -f "$RES"/*.json "$RES"/*.rss "$RES"/*.rps "$RES"/jrnl-rows.txt "$RES"/binary-size*
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

# --- search, tags, stats, calendar beside jrnl and ripgrep --------------------
# jrnl from PyPI into a venv under BENCH_OUT (once), unless one is on PATH; its journal is the same
# generated entries (gen_vault.py --jrnl, same seed), and a config in a throw-away XDG_CONFIG_HOME.
JRNL_RUNS=${BENCH_JRNL_RUNS:-3}
WORD=${BENCH_WORD:-coffee}
WORD2=${BENCH_WORD2:-river}
TAG=${BENCH_TAG:-travel}
JRNL=
setup_jrnl() {
  if command -v jrnl >/dev/null 2>&1; then
    JRNL=$(command -v jrnl)
  else
    if [[ ! -x $OUT/jrnl-venv/bin/jrnl ]]; then
      say "installing jrnl from PyPI into $OUT/jrnl-venv"
      rm -rf "$OUT/jrnl-venv"
      if ! { python3 -m venv "$OUT/jrnl-venv" && "$OUT/jrnl-venv/bin/pip" install -q jrnl; } >&2; then
        echo "bench: jrnl could not be installed; its rows are n/a" >&2
        return 0
      fi
    fi
    JRNL=$OUT/jrnl-venv/bin/jrnl
  fi
  local journal="$OUT/jrnl-10000.txt"
  if [[ ! -f $journal.ok ]]; then
    say "writing the same 10,000 entries as a jrnl journal"
    python3 "$GEN" "$OUT/work/jrnl-scratch" --entries 10000 --jrnl "$journal" >&2
    rm -rf "$OUT/work/jrnl-scratch"
    touch "$journal.ok"
  fi
  local xdg="$OUT/work/xdg"
  mkdir -p "$xdg/jrnl"
  cat >"$xdg/jrnl/jrnl.yaml" <<YAML
journals:
  default:
    journal: $journal
editor: ''
encrypt: false
template: false
default_hour: 9
default_minute: 0
timeformat: '%Y-%m-%d %H:%M'
tagsymbols: '@'
highlight: false
linewrap: 79
indent_character: '|'
colors: {body: none, date: none, tags: none, title: none}
YAML
  # The first run brings the config up to jrnl's version; keep that out of the timings.
  JRNL="env XDG_CONFIG_HOME=$(q "$xdg") $(q "$JRNL")"
  $JRNL -n 1 >/dev/null 2>&1 || { echo "bench: jrnl does not run; its rows are n/a" >&2; JRNL=; }
}

# has SUBCOMMAND: this build of diary has it (an unknown one gets the root help, also with exit 0).
has() { local help; help=$("$BIN" "$1" --help 2>/dev/null) && [[ $help == *"USAGE: diary $1"* ]]; }

# Rows of the report that compare diary with jrnl, one line each: NAME|what|diary args|jrnl args.
# A row whose diary subcommand is missing from this build is skipped with a note.
JRNL_ROWS=(
  "search-word|search WORD|search $WORD|-contains $WORD"
  "search-short|search WORD|search $WORD|-contains $WORD --short"
  "search-two|search WORD1 WORD2|search $WORD $WORD2|-contains $WORD -and -contains $WORD2"
  "tag|list --tag TAG|list --tag $TAG|@$TAG"
  "stats|stats|stats|--tags"
  "calendar|calendar|calendar|--short"
)

bench_search() {
  setup_jrnl
  : >"$RES/jrnl-rows.txt"
  local row name what dargs jargs
  for row in "${JRNL_ROWS[@]}"; do
    IFS='|' read -r name what dargs jargs <<<"$row"
    if ! has "${dargs%% *}"; then
      say "$name: skipped, this diary has no '${dargs%% *}' yet"
      printf '%s|%s|%s|skipped\n' "$name" "$what" "$jargs" >>"$RES/jrnl-rows.txt"
      continue
    fi
    printf '%s|%s|%s|ok\n' "$name" "$what" "$jargs" >>"$RES/jrnl-rows.txt"
    read_hf "diary-$name" "$D $dargs --vault $RV"
    if [[ -n $JRNL ]]; then
      WARMUP=1 hf "jrnl-$name" -N --output pipe --runs "$JRNL_RUNS" "$JRNL $jargs"
    fi
  done
  # The same word beside ripgrep reading the same files: paths only, then with the matching lines;
  # then a word found nowhere (both exit 1 then, like grep: -i keeps those runs measurements).
  read_hf search-paths "$D search -l $WORD --vault $RV"
  read_hf rg-search-paths "rg -i -l --no-ignore -g '*.md' $WORD $RV"
  read_hf rg-search-lines "rg -i --no-ignore -g '*.md' $WORD $RV"
  read_hf search-none -i "$D search -l xylophone --vault $RV"
  # The first walk after the cache was removed (or 64 entries changed): every file read, and kept.
  read_hf search-word-uncached --prepare "rm -f $(q "$CACHE10")" "$D search $WORD --vault $RV"
  read_hf rg-search-none -i "rg -i -l --no-ignore -g '*.md' xylophone $RV"
  # ripgrep as a person types it: no flags that slow it down (it skips .git and what .gitignore names).
  read_hf rg-typed-search "rg -i -l $WORD $RV"
  say "peak memory (max RSS) of a search over 10,000 entries"
  maxrss rss-search "$BIN" search "$WORD" --vault "$R10"
  if [[ $BENCH_LARGE != 0 ]]; then
    local big
    big=$(vault 100000)
    read_hf search-paths-100k "$D search -l $WORD --vault $(q "$big")"
    read_hf rg-search-paths-100k "rg -i -l --no-ignore -g '*.md' $WORD $(q "$big")"
    read_hf search-word-100k "$D search $WORD --vault $(q "$big")"
    read_hf rg-typed-search-100k "rg -i -l $WORD $(q "$big")"
    read_hf list-all-100k "$D list --vault $(q "$big")"
    read_hf rg-typed-list-100k "rg --files-without-match zzqx $(q "$big")"
    maxrss rss-search-100k "$BIN" search "$WORD" --vault "$big"
  fi
}

V10=$(vault 10000)
R10=$(fresh "$V10" read-10k)
RV=$(q "$R10")
CACHE10="$R10/.git/diary/entry-texts"
# list and search keep the entries' texts in .git/diary/entry-texts, but not files changed less than
# 3 s before (docs/speed.md): the copy just made is left to age, as a person's older entries are, and
# one walk of the whole vault keeps them. The "no cache" rows remove it before each run.
sleep 3.5
"$BIN" list --vault "$R10" >/dev/null

# Output goes through a pipe, not to /dev/null: ripgrep (like grep) may notice a
# /dev/null stdout and stop at the first match, which would not be a peer.
if want list; then
  read_hf list20 "$D list --vault $RV -n 20"
  read_hf list-all "$D list --vault $RV"
  read_hf list-all-uncached --prepare "rm -f $(q "$CACHE10")" "$D list --vault $RV"
  # -l stops reading a file at its first match, so this opens and reads every entry;
  # without --hidden it skips .git, as diary does.
  read_hf rg-all "rg -l --no-ignore -g '*.md' . $RV"
  # ...and as a person types it: every file read through, each path printed.
  read_hf rg-typed-list "rg --files-without-match zzqx $RV"
  read_hf show "$D show --vault $RV 2026-11-21"
  day=("$R10"/2026/11/2026-11-21*.md)
  read_hf cat-day "cat $(printf '%q ' "${day[@]}")"
  read_hf version "$D --version"
  # Start-up beside its floor: a Swift program that uses Foundation and prints one line, linked as diary is
  # (the runtime, Foundation and ICU inside the binary; libgit2 and cmark-gfm from their archives, Kerberos's
  # GSS-API shared), then with nothing but the Swift libraries, then the default way (every Swift library
  # shared).
  mkdir -p "$OUT/hello"
  printf 'import Foundation\nprint("hello", ProcessInfo.processInfo.processIdentifier > 0)\n' >"$OUT/hello/hello.swift"
  swiftc -O -static-stdlib "$OUT/hello/hello.swift" -o "$OUT/hello/hello-as-diary" $(pkg-config --libs libgit2 libcmark-gfm) 2>/dev/null >&2
  swiftc -O -static-stdlib "$OUT/hello/hello.swift" -o "$OUT/hello/hello-static" 2>/dev/null >&2
  swiftc -O "$OUT/hello/hello.swift" -o "$OUT/hello/hello-shared" >&2
  read_hf hello-as-diary "$(q "$OUT/hello/hello-as-diary")"
  read_hf hello-static "$(q "$OUT/hello/hello-static")"
  read_hf hello-shared "$(q "$OUT/hello/hello-shared")"
  stat -c %s "$BIN" >"$RES/binary-size"
  strip -o "$OUT/hello/diary-stripped" "$BIN" && stat -c %s "$OUT/hello/diary-stripped" >"$RES/binary-size-stripped"
  rm -f "$OUT/hello/diary-stripped"
  say "peak memory (max RSS) over 10,000 entries"
  maxrss rss-list "$BIN" list --vault "$R10"
  maxrss rss-rg rg -l --no-ignore -g '*.md' . "$R10"
fi

if want search; then bench_search; fi

if want save; then
  bench_saves 10k "$V10"
  if [[ $BENCH_LARGE != 0 ]]; then
    V100=$(vault 100000)
    bench_saves 100k "$V100"
  fi
fi

# Migration: `diary migrate` of a 10,000-entry schema-1 vault beside the same rewrite with the
# python-frontmatter package (bench/migrate_python.py), both with their commit, each run on a fresh copy.
# The copy is flushed to disk before each run (`sync`): diary flushes the file system (`syncfs`) before
# and after rewriting, and would otherwise pay for writing out the copy, and the peer's last run, too.
if want migrate; then
  if ! python3 -c 'import frontmatter' 2>/dev/null; then
    say "installing python-frontmatter from PyPI"
    python3 -m pip install -q python-frontmatter >&2 || echo "bench: python-frontmatter not installed" >&2
  fi
  V1=$(vault 10000 1)
  MW="$OUT/work/migrate"
  MIGRATE_RUNS=${BENCH_MIGRATE_RUNS:-5}
  WARMUP=0 hf migrate-diary --runs "$MIGRATE_RUNS" --prepare "rm -rf $(q "$MW") && cp -a $(q "$V1") $(q "$MW") && sync" \
    "$D migrate --vault $(q "$MW")"
  WARMUP=0 hf migrate-python --runs "$MIGRATE_RUNS" --prepare "rm -rf $(q "$MW") && cp -a $(q "$V1") $(q "$MW") && sync" \
    "python3 $(q "$ROOT/bench/migrate_python.py") $(q "$MW")"
  rm -rf "$MW"
fi

# Sync: `diary sync` beside `git pull --ff-only && git push` on the same 10k vault, each tool with its
# own bare remote and working copy; once with nothing to do, once receiving one new commit (made and
# pushed by a third clone before each run).
if want sync; then
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
fi

# Encryption: save and list on a 10k vault `diary encrypt init` encrypted, beside the same on the plain
# one (above); and `diary encrypt init` itself beside git-crypt's way (git-crypt init, the attributes,
# `git add --renormalize .`, which runs `git-crypt clean` once per file, and a commit), each on a fresh copy.
if want encrypt; then
  command -v git-crypt >/dev/null 2>&1 || { SUDO=; [[ $(id -u) == 0 ]] || SUDO=sudo; $SUDO apt-get install -y -qq git-crypt >&2; }
  # The plain peers are measured right beside the encrypted runs, on a copy made the same way, so that a
  # change in the machine's load between parts of the benchmark does not show as a cost of encryption.
  VE=$(fresh "$V10" encrypted-10k)
  VP=$(fresh "$V10" plain-beside-10k)
  "$BIN" encrypt init --vault "$VE" >/dev/null
  save_hf save-plain-beside-10k "$D new --vault $(q "$VP") \"bench text \$RANDOM\$RANDOM\""
  save_hf save-diary-encrypted-10k "$D new --vault $(q "$VE") \"bench text \$RANDOM\$RANDOM\""
  read_hf list-plain-beside "$D list --vault $(q "$VP")"
  read_hf list-all-encrypted "$D list --vault $(q "$VE")"
  rm -rf "$VP"
  EW="$OUT/work/encrypt"
  ENCRYPT_RUNS=${BENCH_ENCRYPT_RUNS:-3}
  WARMUP=0 hf encrypt-init-diary --runs "$ENCRYPT_RUNS" --prepare "rm -rf $(q "$EW") && cp -a $(q "$V10") $(q "$EW")" \
    "$D encrypt init --vault $(q "$EW")"
  WARMUP=0 hf encrypt-init-git-crypt --runs "$ENCRYPT_RUNS" --prepare "rm -rf $(q "$EW") && cp -a $(q "$V10") $(q "$EW")" \
    "cd $(q "$EW") && git-crypt init >/dev/null && printf '[0-9][0-9][0-9][0-9]/** filter=git-crypt diff=git-crypt\n' >> .gitattributes && git add --renormalize . && git add .gitattributes && git commit -qm encrypt"
  rm -rf "$EW" "$VE"
fi

# The web reader (`diary serve`) on the 10k vault: time to the first byte of the list page and of an entry's
# page (curl, medians of many requests), requests per second for the entry page with wrk on loopback, and the
# server's peak RSS after all of it; beside Python's http.server sending the same entry's raw file, the
# simplest server there is (no rendering, no checks).
if want serve; then
  command -v wrk >/dev/null 2>&1 || { SUDO=; [[ $(id -u) == 0 ]] || SUDO=sudo; $SUDO apt-get install -y -qq wrk >&2; }
  V10S=$(vault 10000)
  SLOG="$OUT/work/serve.log"; mkdir -p "$OUT/work"
  "$BIN" serve --vault "$V10S" >"$SLOG" 2>&1 &
  SPID=$!
  for _ in $(seq 100); do grep -q 'token=' "$SLOG" 2>/dev/null && break; sleep 0.1; done
  SURL=$(grep -o 'http://[^ ]*token=[0-9a-f]*' "$SLOG")
  SBASE=${SURL%%/\?token=*}
  STOKEN=${SURL##*token=}
  SPORT=${SBASE##*:}
  SCOOKIE="Cookie: diary-serve-$SPORT=$STOKEN"
  SENTRY=$(cd "$V10S" && ls -d [0-9][0-9][0-9][0-9]/[0-9][0-9]/*.md | sort | tail -n 1)
  SPAGE="/${SENTRY%.md}"
  python3 -m http.server 0 --bind 127.0.0.1 --directory "$V10S" >"$OUT/work/http.log" 2>&1 &
  PPID_=$!
  for _ in $(seq 100); do grep -q 'port' "$OUT/work/http.log" 2>/dev/null && break; sleep 0.1; done
  PPORT=$(grep -o 'port [0-9]*' "$OUT/work/http.log" | head -n 1 | cut -d' ' -f2)
  # ttfb NAME URL [curl args]: the medians of 60 requests after 5 unmeasured, as hyperfine's JSON.
  ttfb() {
    local name=$1 url=$2; shift 2
    say "$name"
    for _ in 1 2 3 4 5; do curl -s -o /dev/null "$@" "$url"; done
    for _ in $(seq 60); do curl -s -o /dev/null -w '%{time_starttransfer}\n' "$@" "$url"; done |
      python3 -c 'import json,statistics,sys; v=[float(l) for l in sys.stdin if l.strip()]; print(json.dumps({"results":[{"median":statistics.median(v)}]}))' >"$RES/$name.json"
  }
  ttfb serve-ttfb-list "$SBASE/" -H "$SCOOKIE"
  ttfb serve-ttfb-entry "$SBASE$SPAGE" -H "$SCOOKIE"
  ttfb serve-ttfb-static "http://127.0.0.1:$PPORT/$SENTRY"
  # rps NAME URL [header]: wrk's requests per second, 2 threads, 16 connections, 10 s.
  rps() {
    local name=$1 url=$2; shift 2
    say "$name"
    wrk -t2 -c16 -d10s "$@" "$url" | awk '/Requests\/sec/ {print $2}' >"$RES/$name.rps"
  }
  rps serve-rps-entry "$SBASE$SPAGE" -H "$SCOOKIE"
  rps serve-rps-static "http://127.0.0.1:$PPORT/$SENTRY"
  awk '/VmHWM/ {print $2}' "/proc/$SPID/status" >"$RES/rss-serve.rss" || true
  awk '/VmHWM/ {print $2}' "/proc/$PPID_/status" >"$RES/rss-serve-static.rss" || true
  kill -INT "$SPID" 2>/dev/null || true   # Ctrl-C, as a person stops it
  kill -TERM "$PPID_" 2>/dev/null || true  # a background job of this shell ignores SIGINT
  wait "$SPID" "$PPID_" 2>/dev/null || true
fi

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

rows = []  # what, diary, peer, ratio, goal, verdict, peak RSS
def row(what, d, p, r, goal, ok, mem=None):
    # mem: the benchmarks' names (diary's, the peer's or None) whose peak RSS goes beside the row.
    memory = "-"
    if mem:
        dm, pm = (rss(n) if n else None for n in mem)
        memory = ("n/a" if dm is None else f"{dm:.0f}") + " / " + ("-" if mem[1] is None else "n/a" if pm is None else f"{pm:.0f}") + " MB"
    rows.append((what, d, p, r, goal, "-" if ok is None else ("yes" if ok else "NO"), memory))

def check(v, pred):
    return None if v is None else pred(v)

l20 = med("list20")
row("list -n 20 (10k)", ms(l20), "-", "-", "well under 50 ms", check(l20, lambda v: v < 50), ("list20", None))
la, rg = med("list-all"), med("rg-all")
r = div(la, rg)
row("list, all (10k) vs rg -l --no-ignore -g '*.md' .", ms(la), ms(rg), x(r), "<= 1.5x rg -l", check(r, lambda v: v <= 1.5), ("list-all", "rg-all"))
lt = med("rg-typed-list")
row("list, all (10k) vs rg --files-without-match zzqx VAULT", ms(la), ms(lt), x(div(la, lt)), "<= 1.5x, as typed", check(div(la, lt), lambda v: v <= 1.5), ("list-all", "rg-typed-list"))
lu = med("list-all-uncached")
row("list, all, no cache yet (10k) vs the same", ms(lu), ms(lt), x(div(lu, lt)), "(info)", None, ("list-all-uncached", "rg-typed-list"))
if large:
    la1, lt1 = med("list-all-100k"), med("rg-typed-list-100k")
    row("list, all (100k) vs rg --files-without-match zzqx VAULT", ms(la1), ms(lt1), x(div(la1, lt1)), "<= 1.5x, as typed", check(div(la1, lt1), lambda v: v <= 1.5), ("list-all-100k", "rg-typed-list-100k"))
sh, cat = med("show"), med("cat-day")
row("show 2026-11-21 vs cat", ms(sh), ms(cat), x(div(sh, cat)), "(info)", None, ("show", "cat-day"))
for size in (["10k", "100k"] if large else ["10k"]):
    d, g = med(f"save-diary-{size}"), med(f"save-git-{size}")
    r = div(d, g)
    row(f"save ({size}) vs git add+commit", ms(d), ms(g), x(r), "<= 1.0x git", check(r, lambda v: v <= 1.0), (f"save-diary-{size}", f"save-git-{size}"))
if large:
    gd = div(med("save-diary-100k"), med("save-diary-10k"))
    gg = div(med("save-git-100k"), med("save-git-10k"))
    row("save growth 10k -> 100k", x(gd), x(gg), "-", "< 2x (git ~7x)", check(gd, lambda v: v < 2))
v, ha, hs, hd = med("version"), med("hello-as-diary"), med("hello-static"), med("hello-shared")
row("diary --version vs a Swift+Foundation hello linked as diary", ms(v), ms(ha), x(div(v, ha)), "< 10 ms", check(v, lambda t: t < 10), ("version", "hello-as-diary"))
row("  hello without libgit2 and cmark-gfm", ms(hs), "-", "-", "(info)", None)
row("  hello with every Swift library shared", ms(hd), "-", "-", "(info)", None)
def size(name):  # MB, or None
    try:
        with open(os.path.join(res, name)) as f:
            return int(f.read()) / 1e6
    except (OSError, ValueError):
        return None
bs, bss = size("binary-size"), size("binary-size-stripped")
row("binary size, as built / stripped (make install)", "n/a" if bs is None else f"{bs:.0f} MB",
    "n/a" if bss is None else f"{bss:.0f} MB", "-", "(report)", None)
for what, d, g in (("sync, nothing to do (10k)", "sync-noop-diary", "sync-noop-git"),
                   ("sync, one new commit (10k)", "sync-one-diary", "sync-one-git")):
    dv, gv = med(d), med(g)
    row(what + " vs git pull+push", ms(dv), ms(gv), x(div(dv, gv)), "<= 1.0x git", check(div(dv, gv), lambda v: v <= 1.0), (d, g))
md, mp = med("migrate-diary"), med("migrate-python")
rate = lambda t: None if t is None else 10000 / (t / 1000)
rd, rp = rate(md), rate(mp)
row("migrate 10k schema 1 (entries/s)", "n/a" if rd is None else f"{rd:,.0f}/s", "n/a" if rp is None else f"{rp:,.0f}/s",
    x(div(rd, rp)), ">= 5x python-frontmatter", check(div(rd, rp), lambda v: v >= 5), ("migrate-diary", "migrate-python"))
se, sp = med("save-diary-encrypted-10k"), med("save-plain-beside-10k")
row("save, encrypted (10k) vs plain vault", ms(se), ms(sp), x(div(se, sp)), "<= 1.2x plain", check(div(se, sp), lambda v: v <= 1.2), ("save-diary-encrypted-10k", "save-plain-beside-10k"))
le, lp = med("list-all-encrypted"), med("list-plain-beside")
row("list all, encrypted (10k) vs plain vault", ms(le), ms(lp), x(div(le, lp)), "unchanged (~1.0x)", check(div(le, lp), lambda v: v <= 1.1), ("list-all-encrypted", "list-plain-beside"))
ed, eg = med("encrypt-init-diary"), med("encrypt-init-git-crypt")
row("encrypt init (10k) vs git-crypt+add+commit", ms(ed), ms(eg), x(div(ed, eg)), "faster (< 1.0x)", check(div(ed, eg), lambda v: v < 1.0), ("encrypt-init-diary", "encrypt-init-git-crypt"))
rl, rr = rss("rss-list"), rss("rss-rg")
row("peak RSS, list (10k) vs rg -l", mb(rl), mb(rr), x(div(rl, rr)), "< 64 MB", check(rl, lambda v: v < 64))

# Search and the other looking-back commands beside jrnl (rows listed by bench_search in jrnl-rows.txt).
try:
    with open(os.path.join(res, "jrnl-rows.txt")) as f:
        specs = [line.rstrip("\n").split("|") for line in f if line.count("|") == 3]
except OSError:
    specs = []
for name, what, jargs, state in specs:
    label = f"{what} (10k) vs jrnl {jargs}"
    if state == "skipped":
        row(label, "not built", "-", "-", ">= 10x faster", None)
        continue
    d, j = med(f"diary-{name}"), med(f"jrnl-{name}")
    r = div(d, j)
    row(label, ms(d), ms(j), x(r), ">= 10x faster (<= 0.1x)", check(r, lambda v: v <= 0.1), (f"diary-{name}", f"jrnl-{name}"))
sp, rp, rl_, sw = med("search-paths"), med("rg-search-paths"), med("rg-search-lines"), med("diary-search-word")
row("search -l WORD (10k) vs rg -i -l --no-ignore -g '*.md'", ms(sp), ms(rp), x(div(sp, rp)), "<= 1.5x rg -i -l", check(div(sp, rp), lambda v: v <= 1.5), ("search-paths", "rg-search-paths"))
row("search WORD, dates+lines (10k) vs the same", ms(sw), ms(rp), x(div(sw, rp)), "<= 1.5x rg -i -l", check(div(sw, rp), lambda v: v <= 1.5), ("diary-search-word", "rg-search-paths"))
row("search WORD, dates+lines (10k) vs rg -i (lines)", ms(sw), ms(rl_), x(div(sw, rl_)), "(info)", None, ("diary-search-word", "rg-search-lines"))
st = med("rg-typed-search")
row("search WORD, dates+lines (10k) vs rg -i -l WORD VAULT", ms(sw), ms(st), x(div(sw, st)), "<= 1.5x, as typed", check(div(sw, st), lambda v: v <= 1.5), ("diary-search-word", "rg-typed-search"))
row("search -l WORD (10k) vs rg -i -l WORD VAULT", ms(sp), ms(st), x(div(sp, st)), "(info)", None, ("search-paths", "rg-typed-search"))
su = med("search-word-uncached")
row("search WORD, no cache yet (10k) vs rg -i -l WORD VAULT", ms(su), ms(st), x(div(su, st)), "(info)", None, ("search-word-uncached", "rg-typed-search"))
sn, rn = med("search-none"), med("rg-search-none")
row("search -l, no match (10k) vs rg -i -l", ms(sn), ms(rn), x(div(sn, rn)), "<= 1.5x rg -i -l", check(div(sn, rn), lambda v: v <= 1.5), ("search-none", "rg-search-none"))
rs = rss("rss-search")
row("peak RSS, search WORD (10k)", mb(rs), "-", "-", "< 64 MB", check(rs, lambda v: v < 64))
if large:
    sp, rp = med("search-paths-100k"), med("rg-search-paths-100k")
    row("search -l WORD (100k) vs rg -i -l --no-ignore -g '*.md'", ms(sp), ms(rp), x(div(sp, rp)), "<= 1.5x rg -i -l", check(div(sp, rp), lambda v: v <= 1.5), ("search-paths-100k", "rg-search-paths-100k"))
    sw, st = med("search-word-100k"), med("rg-typed-search-100k")
    row("search WORD, dates+lines (100k) vs rg -i -l WORD VAULT", ms(sw), ms(st), x(div(sw, st)), "<= 1.5x, as typed", check(div(sw, st), lambda v: v <= 1.5), ("search-word-100k", "rg-typed-search-100k"))
    rs = rss("rss-search-100k")
    row("peak RSS, search WORD (100k)", mb(rs), "-", "-", "(info)", None)

def per_second(name):  # requests per second, or None
    try:
        with open(os.path.join(res, name + ".rps")) as f:
            return float(f.read())
    except (OSError, ValueError):
        return None
tl, te, ts = med("serve-ttfb-list"), med("serve-ttfb-entry"), med("serve-ttfb-static")
row("serve: first byte of the list page (10k)", ms(tl), "-", "-", "< 50 ms", check(tl, lambda v: v < 50))
row("serve: first byte of an entry page (10k) vs http.server, raw file", ms(te), ms(ts), x(div(te, ts)), "< 20 ms", check(te, lambda v: v < 20))
re_, rs_ = per_second("serve-rps-entry"), per_second("serve-rps-static")
row("serve: entry page, requests/s (wrk -t2 -c16) vs http.server", "n/a" if re_ is None else f"{re_:,.0f}/s",
    "n/a" if rs_ is None else f"{rs_:,.0f}/s", x(div(re_, rs_)), ">= 1.0x http.server", check(div(re_, rs_), lambda v: v >= 1.0))
rv = rss("rss-serve")
row("serve: peak RSS after all of the above", mb(rv), "-", "-", "< 100 MB", check(rv, lambda v: v < 100), ("rss-serve", "rss-serve-static"))

head = ("what", "diary", "peer", "ratio", "goal", "goal met", "peak RSS (diary / peer)")
w = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
print(f"diary: {version}")
print(f"machine: {machine}")
print("vault: 10,000 generated entries" + (" (and 100,000 for the save growth and search)" if large else ""))
print("medians from hyperfine; ratio = diary / peer")
fmt = lambda r: "  ".join(str(c).ljust(w[i]) if i in (0, 4, 5) else str(c).rjust(w[i]) for i, c in enumerate(r)).rstrip()
print(fmt(head))
print("  ".join("-" * n for n in w).rstrip())
for r in rows:
    print(fmt(r))
PY
