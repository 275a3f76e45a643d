#!/usr/bin/env bash
# Installs the Debian packages dent needs that are missing, for one profile:
#
#   scripts/setup-debian.sh [--dry-run | --list] run    build and run dent
#   scripts/setup-debian.sh [--dry-run | --list] test   build and run the whole test suite
#
# Each package is checked by a file it installs, a command it provides or a module Debian's
# python3 can import, not by dpkg, so a machine that has what is needed some other way is left
# alone. Missing packages are installed with apt-get (through sudo when not root), after saying
# which and why; then every check is made again and a package that is still missing is an error.
# --dry-run prints what it would install and the commands, and installs nothing; --list prints
# the profile's packages. For a dry run of a fresh machine, SETUP_ROOT (default empty) is put
# before every checked path and an empty PATH hides every command (only bash builtins are used
# until apt-get): `SETUP_ROOT=/nonexistent PATH= /bin/bash scripts/setup-debian.sh --dry-run test`.
# Used by the Makefile (`make run`, `make test`) and by .ci/run. Debian 12 (bookworm).
set -euo pipefail

root="${SETUP_ROOT:-}"
mode=install
case "${1:-}" in
    --dry-run) mode=dry-run; shift ;;
    --list) mode=list; shift ;;
esac
profile="${1:-}"

# One row a package: package, check (file:PATH, command:NAME on the PATH, or python:CODE that
# Debian's python3 runs without an error), why.
run_needs=(
    "make|command:make|the Makefile's targets"
    "libncurses-dev|file:/usr/include/term.h|the terminfo headers (the CTerminfo target)"
    "libpcre2-dev|file:/usr/include/pcre2.h|syntax highlighting: the regular expressions of the language definitions"
    "libxml2-dev|file:/usr/include/libxml2/libxml/xmlreader.h|syntax highlighting: reading the language definitions"
    "libgtksourceview-4-common|file:/usr/share/gtksourceview-4/language-specs/c.lang|syntax highlighting: GtkSourceView's language definitions"
    "shared-mime-info|file:/usr/share/mime/globs2|the language guess: the system's MIME globs, as gedit guesses with them"
)
test_needs=(
    "tmux|command:tmux|the end-to-end tests drive dent in tmux"
    "unicode-data|file:/usr/share/unicode/EastAsianWidth.txt|DentTextTests check the display widths against the Unicode data files"
    "gcc|command:cc|the fault-injection tests compile their LD_PRELOAD shim with cc"
    "e2fsprogs|command:chattr|the immutable-file tests (chattr +i)"
    "util-linux|command:setpriv|the tests that save as another user (setpriv) or in a mount namespace (unshare)"
    "sudo|command:sudo|the save-with-sudo tests (a NOPASSWD rule given only inside a private mount namespace)"
    "python3-gi|python:import gi|syntax highlighting tests: GtkSourceView as the reference, from Python"
    "gir1.2-gtksource-4|python:import gi; gi.require_version('GtkSource', '4')|syntax highlighting tests: GtkSourceView's introspection data"
    "libhunspell-1.7-0|python:import ctypes; ctypes.CDLL('libhunspell-1.7.so.0')|spell checking tests: the hunspell library dent opens when F12 turns checking on"
    "hunspell-en-us|file:/usr/share/hunspell/en_US.dic|spell checking tests: the English (US) dictionary"
    "python3-yaml|python:import yaml|indentation tests: YAML typed in dent parsed by Python's yaml module"
    "python3-pylsp|command:pylsp|language server tests: a real Python server (clangd comes with the Swift toolchain)"
    "python3-pyflakes|python:import pyflakes|language server tests: pylsp's diagnostics come from pyflakes"
)

case "$profile" in
    run) needs=("${run_needs[@]}") ;;
    test) needs=("${run_needs[@]}" "${test_needs[@]}") ;;
    *) echo "usage: $0 [--dry-run | --list] run|test" >&2; exit 2 ;;
esac

# Whether the check of one row passes.
present() {
    local kind="${1%%:*}" what="${1#*:}"
    case "$kind" in
        file) [ -e "$root$what" ] ;;
        command) command -v "$what" >/dev/null 2>&1 ;;
        # Debian's own python3: a python3 earlier on the PATH (pyenv, a venv) does not see
        # the packages apt installs.
        python) [ -x "$root/usr/bin/python3" ] && "$root/usr/bin/python3" -c "$what" >/dev/null 2>&1 ;;
        *) echo "setup-debian.sh: unknown check $1" >&2; exit 2 ;;
    esac
}

# The packages of the profile whose check fails, one a line, with why.
missing() {
    local row package check why
    for row in "${needs[@]}"; do
        IFS='|' read -r package check why <<<"$row"
        present "$check" || printf '%s\t%s\n' "$package" "$why"
    done
}

if [ "$mode" = list ]; then
    for row in "${needs[@]}"; do IFS='|' read -r package _ _ <<<"$row"; echo "$package"; done
    exit 0
fi

report="$(missing)"
[ -z "$report" ] && exit 0
packages=""
while IFS=$'\t' read -r package _; do packages="${packages:+$packages }$package"; done <<<"$report"

echo "dent ($profile) needs these Debian packages, which are missing:"
while IFS=$'\t' read -r package why; do echo "  $package: $why"; done <<<"$report"

sudo=()
if [ "$EUID" != 0 ]; then
    if ! command -v sudo >/dev/null 2>&1 && [ "$mode" = install ]; then
        echo "error: not root and sudo is not installed; as root run:" >&2
        echo "  apt-get update && apt-get install -y --no-install-recommends $packages" >&2
        exit 1
    fi
    sudo=(sudo)
fi
update=("${sudo[@]}" apt-get update -qq)
install=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages)

if [ "$mode" = dry-run ]; then
    echo "would run: ${update[*]}"
    echo "would run: ${install[*]}"
    exit 0
fi
echo "installing: ${install[*]}"
"${update[@]}"
"${install[@]}"

report="$(missing)"
if [ -n "$report" ]; then
    echo "error: still missing after apt-get install:" >&2
    while IFS=$'\t' read -r package why; do echo "  $package: $why" >&2; done <<<"$report"
    exit 1
fi
