#!/usr/bin/env bash
# Makes docs/terminal.png, the README's picture of diary in a terminal, from a copy of SampleVault:
#
#   build-support/terminal-screenshot.sh [DIARY_BINARY] [OUTPUT_PNG]
#
# DIARY_BINARY defaults to .build/debug/diary, else .build/release/diary; OUTPUT_PNG to docs/terminal.png.
# The copy is adopted with `diary init --vault` in a temporary folder, with a fresh HOME (no settings),
# LANG=C.UTF-8, DIARY_OFFLINE=1 and DIARY_TODAY=2026-11-27, so that every run shows the same days. A bash
# in tmux (its own socket, no configuration of yours, 100 × 34, TERM=xterm-256color) types the commands,
# because diary colours its output only on a terminal; `tmux capture-pane -e` keeps the colours, and
# terminal-screenshot.py turns the capture into HTML and photographs it with headless Chromium (Selenium,
# chromedriver, fonts-noto-cjk for the Korean entries: `make test-deps` installs them).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
diary=${1:-}
if [ -z "$diary" ]; then
    for candidate in "$root/.build/debug/diary" "$root/.build/release/diary"; do
        if [ -x "$candidate" ]; then diary=$candidate && break; fi
    done
fi
if [ -z "$diary" ]; then
    echo "error: no diary binary in .build/debug or .build/release: run 'swift build' first," \
        "or name one: $0 PATH/TO/diary" >&2
    exit 1
fi
if [ ! -x "$diary" ]; then
    echo "error: $diary is not an executable file: name the built diary binary" >&2
    exit 1
fi
diary=$(cd "$(dirname "$diary")" && pwd)/$(basename "$diary")
output=${2:-$root/docs/terminal.png}
for tool in tmux python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing: run 'make test-deps'" >&2 && exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/diary-terminal-shot.XXXXXX")
socket=$work/tmux.sock
cleanup() {
    tmux -S "$socket" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/home" "$work/bin"
# Private from the start, or diary's first command would warn that others can read the vault.
(umask 077 && cp -R "$root/SampleVault" "$work/vault")
ln -s "$diary" "$work/bin/diary"
# Only what the session needs, nothing from the caller's environment (no NO_COLOR, no DIARY_VAULT).
environment=(HOME="$work/home" LANG=C.UTF-8 DIARY_OFFLINE=1 DIARY_TODAY=2026-11-27 TERM=xterm-256color
    PATH="$work/bin:/usr/local/bin:/usr/bin:/bin" TMPDIR="$work")
env -i "${environment[@]}" diary init --vault "$work/vault" >/dev/null

# The shell's prompt is "$ "; before each prompt it wakes the channel the script waits on, so each
# command is typed once the one before has finished.
cat >"$work/bashrc" <<EOF
PS1='\$ '
HISTFILE=/dev/null
PROMPT_COMMAND='tmux -S "$socket" wait-for -S prompt'
EOF
printf 'set -g default-terminal xterm-256color\nset -g status off\n' >"$work/tmux.conf"
env -i "${environment[@]}" tmux -S "$socket" -f "$work/tmux.conf" new-session -d -x 100 -y 34 \
    -c "$work/vault" "bash --noprofile --rcfile '$work/bashrc' -i"
# The channel is woken before bash draws the prompt, and keys typed before readline has the terminal
# would be echoed ahead of it: wait until the cursor sits after a "$ " of its own too.
wait_for_prompt() {
    timeout 30 tmux -S "$socket" wait-for prompt
    local tries row column line
    for tries in $(seq 200); do
        read -r column row < <(tmux -S "$socket" display-message -p '#{cursor_x} #{cursor_y}')
        line=$(tmux -S "$socket" capture-pane -p -S "$row" -E "$row")
        if [ "$column" = 2 ] && [ "${line%% }" = '$' ]; then return 0; fi
        sleep 0.05
    done
    echo "error: the shell in tmux showed no prompt within 10 seconds" >&2
    return 1
}
wait_for_prompt
for command in "diary list -n 5" "diary search 커피 river --any -n 2" "diary calendar --month 2026-11"; do
    tmux -S "$socket" send-keys -l "$command"
    tmux -S "$socket" send-keys Enter
    wait_for_prompt
done

tmux -S "$socket" capture-pane -e -p >"$work/screen.ansi"
read -r columns cursor_x cursor_y < <(tmux -S "$socket" display-message -p '#{pane_width} #{cursor_x} #{cursor_y}')
python3 "$root/build-support/terminal-screenshot.py" "$work/screen.ansi" "$output" \
    --columns "$columns" --cursor "$cursor_x,$cursor_y" --profile "$work/chromium"
echo "wrote $output"
