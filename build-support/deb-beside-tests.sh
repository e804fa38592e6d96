#!/usr/bin/env bash
# `make test`'s package, built while the tests run (at the lowest CPU and disk priority):
#
#   deb-beside-tests.sh DIR MAKE-COMMAND...
#
# runs MAKE-COMMAND (`make deb …`) with its output in DIR/build.log. It starts 10 s after the tests, once
# `swift test` has opened SwiftPM's build database, and tries again (up to 6 times, 5 s apart) when its own
# `swift build` finds that database busy ("database is locked"); any other failure ends it at once.
set -uo pipefail
dir=${1:?usage: deb-beside-tests.sh DIR MAKE-COMMAND...}
shift
log=$dir/build.log
sleep 10
for attempt in 1 2 3 4 5 6; do
  nice -n 19 ionice -c 3 "$@" >"$dir/attempt.log" 2>&1
  status=$?
  cat "$dir/attempt.log" >>"$log"
  [[ $status == 0 ]] && exit 0
  grep -q 'database is locked' "$dir/attempt.log" || exit 1
  echo "(attempt $attempt: SwiftPM's build database was busy; trying again in 5 s)" >>"$log"
  sleep 5
done
exit 1
