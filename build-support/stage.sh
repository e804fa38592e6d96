#!/usr/bin/env bash
# Lays out everything `make install` and `make deb` ship, as it goes under PREFIX, in STAGE:
#
#   bin/diary                                   the program (stripped)
#   lib/diary/diary-serve                       the web reader `diary serve` runs (as git keeps lib/git-core)
#   share/man/man1/diary.1, diary-COMMAND.1     from the ArgumentParser definitions (build-support/manual.py)
#   share/man/man5/diary-vault.5                from docs/format.md, the vault format (build-support/vault-manual.py)
#   share/bash-completion/completions/diary     completion scripts, from the same definitions
#   share/zsh/site-functions/_diary
#   share/fish/vendor_completions.d/diary.fish
#
# usage: stage.sh BIN_DIR GENERATE_MANUAL STAGE
# BIN_DIR holds the built diary and diary-serve; GENERATE_MANUAL is swift-argument-parser's generate-manual
# tool. Pages are dated by the last commit (SOURCE_DATE_EPOCH when set), so the same source stages the same tree.
set -euo pipefail
bin=${1:?usage: stage.sh BIN_DIR GENERATE_MANUAL STAGE}
tool=${2:?usage: stage.sh BIN_DIR GENERATE_MANUAL STAGE}
stage=${3:?usage: stage.sh BIN_DIR GENERATE_MANUAL STAGE}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)

for program in "$bin/diary" "$bin/diary-serve" "$tool"; do
  [[ -x $program ]] || { echo "error: $program is missing; build it first (make release)" >&2; exit 1; }
done
if [[ -n ${SOURCE_DATE_EPOCH:-} ]]; then
  date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
else
  date=$(git -C "$top" log -1 --format=%cs 2>/dev/null || date -u +%F)
fi
version=$("$bin/diary" --version | awk '{print $2}')

rm -rf "$stage"
install -D -m 755 -s "$bin/diary" "$stage/bin/diary"
install -D -m 755 -s "$bin/diary-serve" "$stage/lib/diary/diary-serve"
python3 "$here/manual.py" --tool "$tool" --program "$stage/bin/diary" --out "$stage/share/man/man1" --date "$date"
python3 "$here/vault-manual.py" --format "$top/docs/format.md" --version "$version" --date "$date" \
  --out "$stage/share/man/man5/diary-vault.5"
mkdir -p "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" \
  "$stage/share/fish/vendor_completions.d"
# bash-completion sources the script: ArgumentParser's #!/bin/bash line is dropped.
"$stage/bin/diary" --generate-completion-script bash | sed '1{/^#!/d}' >"$stage/share/bash-completion/completions/diary"
"$stage/bin/diary" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_diary"
"$stage/bin/diary" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/diary.fish"
chmod 644 "$stage"/share/man/man*/* "$stage"/share/*/*/diary* "$stage/share/zsh/site-functions/_diary"
echo "staged diary $version in $stage"
