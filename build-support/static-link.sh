#!/usr/bin/env bash
# Prepares DIR so that a release build links libgit2, cmark-gfm and their libraries into the binary:
#
#   build-support/static-link.sh DIR
#   PKG_CONFIG_PATH=DIR/pkgconfig swift build -c release --static-swift-stdlib --product diary
#
# DIR/lib holds links to Debian's static archives (from libgit2-dev and the -dev packages it depends on,
# and libcmark-gfm-dev / libcmark-gfm-extensions-dev), and DIR/pkgconfig the .pc files SwiftPM reads for
# the two system-library targets, naming only DIR/lib; the linker finds each library there first, as an
# archive. Kerberos's GSS-API (libgit2's "Negotiate" HTTP authentication) has no static archive in
# Debian: it stays the shared library libgit2 itself is built against. Everything else is in the binary,
# so a command no longer loads and relocates ~20 shared libraries before it starts (docs/speed.md, "Start-up").
set -euo pipefail
dir=${1:?usage: static-link.sh DIR}
# Debian's own .pc files, never the ones this script wrote.
unset PKG_CONFIG_PATH
libdir=$(pkg-config --variable=libdir libgit2)
mkdir -p "$dir/lib" "$dir/pkgconfig"
# libgit2's own libraries, in link order (each after those that use it), as libgit2.pc's Libs.private
# and Requires.private name them, plus OpenSSL's libcrypto that libssh2 uses.
archives=(git2 mbedtls mbedx509 mbedcrypto http_parser ssh2 pcre2-8 crypto z cmark-gfm-extensions cmark-gfm)
for name in "${archives[@]}"; do
  [[ -f $libdir/lib$name.a ]] || { echo "error: $libdir/lib$name.a is missing; install the -dev package that ships it (make deps)" >&2; exit 1; }
  ln -sfn "$libdir/lib$name.a" "$dir/lib/lib$name.a"
done
gss=$libdir/libgssapi_krb5.so.2
[[ -f $gss ]] || { echo "error: $gss is missing; install libgssapi-krb5-2 (libgit2 needs it)" >&2; exit 1; }
ln -sfn "$gss" "$dir/lib/libgssapi_krb5.so"
cat >"$dir/pkgconfig/libgit2.pc" <<PC
Name: libgit2
Description: libgit2 $(pkg-config --modversion libgit2), linked into the binary
Version: $(pkg-config --modversion libgit2)
Libs: -L$dir/lib -lgit2 -lmbedtls -lmbedx509 -lmbedcrypto -lhttp_parser -lssh2 -lpcre2-8 -lcrypto -lz -lgssapi_krb5 -lrt -lpthread -ldl
Cflags: $(pkg-config --cflags libgit2)
PC
cat >"$dir/pkgconfig/libcmark-gfm.pc" <<PC
Name: libcmark-gfm
Description: cmark-gfm $(pkg-config --modversion libcmark-gfm), linked into the binary
Version: $(pkg-config --modversion libcmark-gfm)
Libs: -L$dir/lib -lcmark-gfm-extensions -lcmark-gfm
Cflags: $(pkg-config --cflags libcmark-gfm)
PC
