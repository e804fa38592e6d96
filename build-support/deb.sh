#!/usr/bin/env bash
# `make deb`: a Debian package of the staged tree (build-support/stage.sh), built with dpkg-deb:
#
#   deb.sh STAGE OUT_DIR     writes OUT_DIR/diary_VERSION_ARCH.deb and prints its path
#
# The tree goes under /usr as staged, with Debian's places where they differ from a PREFIX install: man
# pages compressed (gzip -9n), zsh's completion in vendor-completions. Version: `diary --version`.
# Depends: what dpkg-shlibdeps finds the programs need (the C library and Kerberos's GSS-API; the rest
# is linked in). The copyright file names diary's own terms and the licence of every library linked
# into the programs (build-support/debian/copyright.in, the Swift toolchain's LICENSE.txt, each
# Swift package's licence file, and the Debian copyright file of each static C library).
set -euo pipefail
stage=${1:?usage: deb.sh STAGE OUT_DIR}
out=${2:?usage: deb.sh STAGE OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
[[ -x $stage/bin/diary ]] || { echo "error: $stage holds no staged diary; run make stage first" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v $tool >/dev/null || { echo "error: $tool is missing; install dpkg-dev (make deps)" >&2; exit 1; }
done

version=$("$stage/bin/diary" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)
name=diary_${version}_${arch}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/$name
mkdir -p "$root/usr" "$root/DEBIAN"
cp -a "$stage/." "$root/usr/"
mkdir -p "$root/usr/share/zsh/vendor-completions"
mv "$root/usr/share/zsh/site-functions/_diary" "$root/usr/share/zsh/vendor-completions/_diary"
rmdir "$root/usr/share/zsh/site-functions"
gzip -9n "$root"/usr/share/man/man*/*

# The date of the source (SOURCE_DATE_EPOCH, else the last commit) for the changelog and the files' times.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct 2>/dev/null || date +%s)}
doc=$root/usr/share/doc/diary
mkdir -p "$doc"
cat >"$work/changelog" <<CHANGELOG
diary ($version) unstable; urgency=medium

  * diary $version, built from the project's own tree (make deb).

 -- diary developers <diary@users.noreply.github.com>  $(date -u -R -d "@$epoch")
CHANGELOG
gzip -9n <"$work/changelog" >"$doc/changelog.gz"
bash "$here/debian/copyright.sh" "$top" >"$doc/copyright"
# Why lintian's embedded-library tags are expected (static linking on purpose, Yams's own libyaml).
install -D -m 644 "$here/debian/lintian-overrides" "$root/usr/share/lintian/overrides/diary"

# What the programs load: dpkg-shlibdeps reads their ELF headers and Debian's shlibs files.
mkdir -p "$work/debian" && touch "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$root/usr/bin/diary" -e"$root/usr/lib/diary/diary-serve" 2>/dev/null |
  sed -n 's/^shlibs:Depends=//p')
[[ -n $depends ]] || { echo "error: dpkg-shlibdeps found no dependency of $root/usr/bin/diary" >&2; exit 1; }
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" \
  -e "s/@SIZE@/$(du -sk --exclude=DEBIAN "$root" | cut -f1)/" "$here/debian/control.in" >"$root/DEBIAN/control"

find "$root" -exec touch -h -d "@$epoch" {} +
find "$root" -type d -exec chmod 755 {} +
mkdir -p "$out"
# xz at level 2: 9 s instead of 34 s at the default level 6, for a package 13% larger (46 MB, not 40 MB).
dpkg-deb --root-owner-group -Zxz -z2 --build "$root" "$out/$name.deb" >/dev/null
echo "$out/$name.deb"
