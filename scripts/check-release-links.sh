#!/usr/bin/env bash
# Checks that a dent binary needs no shared library that it must not need (issue 23): libxml2
# is opened with dlopen when a language spec is first read (Sources/CXML), and release builds
# link PCRE2 statically (libpcre2-8.a, Package.swift). Debug builds link PCRE2 dynamically, so
# this fails on them, naming libpcre2 (DentEndToEndTests runs it so).
#
#   scripts/check-release-links.sh [BINARY]     default .build/release/dent
set -euo pipefail
binary="${1:-.build/release/dent}"
[ -x "$binary" ] || { echo "check-release-links: $binary is not an executable" >&2; exit 2; }

# ldd lists what the dynamic loader maps, the libraries the needed ones pull in too.
mapped="$(ldd "$binary")"
status=0
for library in libxml2 libpcre2; do
    if grep -q "$library" <<<"$mapped"; then
        echo "error: $binary needs $library:" >&2
        grep "$library" <<<"$mapped" >&2
        status=1
    fi
done
[ "$status" = 0 ] && echo "$binary: no libxml2, no libpcre2 among its shared libraries"
exit "$status"
