#!/usr/bin/env bash
# The package's copyright file, on standard output: diary's own terms (copyright.in), then, whole, the
# licence of everything linked into /usr/bin/diary and /usr/lib/diary/diary-serve:
# - the Swift runtime and Foundation (--static-swift-stdlib): the toolchain's LICENSE.txt;
# - the Swift packages the two programs link, each from its checkout's licence file;
# - the C libraries linked from Debian's static archives (build-support/static-link.sh): the copyright
#   file of the Debian package that ships each archive.
# usage: copyright.sh TOP (the project's folder, whose .build/checkouts holds the packages)
set -euo pipefail
top=${1:?usage: copyright.sh TOP}
here=$(cd "$(dirname "$0")" && pwd)
# The packages of the modules the two programs are built from (see the release build's log).
packages=(swift-argument-parser Yams ZIPFoundation swift-crypto TOMLKit hummingbird swift-mustache swift-nio
  swift-nio-extras swift-log swift-http-types swift-collections swift-atomics swift-system swift-metrics
  swift-distributed-tracing swift-service-lifecycle swift-service-context swift-configuration)
archives=(libgit2 libmbedtls libmbedx509 libmbedcrypto libhttp_parser libssh2 libpcre2-8 libcrypto libz
  libcmark-gfm-extensions libcmark-gfm)

section() { printf '\n%s\n%s\n\n' "$1" "$(printf '%*s' ${#1} '' | tr ' ' '=')"; }

# A licence file, with the Apache License 2.0's own text (in /usr/share/common-licenses, as Debian wants it)
# replaced by a pointer; what follows that text (the Runtime Library Exception, the licences of code a
# package carries) and the package's NOTICE file are kept whole.
licence() {
  local file=$1 notice
  if grep -q 'Apache License' "$file" && grep -q 'END OF TERMS AND CONDITIONS' "$file"; then
    echo "Licensed under the Apache License, Version 2.0: /usr/share/common-licenses/Apache-2.0."
    awk 'done { print } /limitations under the License\./ && appendix { done = 1 } /APPENDIX: How to apply/ { appendix = 1 }' "$file"
  else
    cat "$file"
  fi
  notice=$(find "$(dirname "$file")" -maxdepth 1 -type f -iname 'NOTICE*' | sort | head -1)
  if [[ -n $notice ]]; then printf '\n'; cat "$notice"; fi
}

cat "$here/copyright.in"

swift=$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt
[[ -f $swift ]] || { echo "error: $swift is missing: the Swift toolchain's licence" >&2; exit 1; }
section "The Swift runtime and Foundation (linked in with --static-swift-stdlib)"
licence "$swift"

for package in "${packages[@]}"; do
  file=$(find "$top/.build/checkouts/$package" -maxdepth 1 -type f \( -iname 'LICENSE*' -o -iname 'COPYING*' \) | sort | head -1)
  [[ -n $file ]] || { echo "error: no licence file in .build/checkouts/$package" >&2; exit 1; }
  section "Swift package $package ($(basename "$file"))"
  licence "$file"
done

libdir=$(pkg-config --variable=libdir libgit2)
seen=" "
for archive in "${archives[@]}"; do
  owner=$(dpkg -S "$libdir/$archive.a" | cut -d: -f1)
  [[ $seen == *" $owner "* ]] && continue
  seen="$seen$owner "
  file=/usr/share/doc/$owner/copyright
  [[ -f $file ]] || { echo "error: $file is missing (the licence of $archive.a)" >&2; exit 1; }
  section "$archive and the rest of Debian's $owner (linked in from its static archive)"
  cat "$file"
done
