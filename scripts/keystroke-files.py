#!/usr/bin/env python3
"""The source files a typed key passes through, by folder (docs/ARCHITECTURE.md, "A typed key").

Builds dent with coverage counters into a build folder of its own, runs it twice in a
pseudo-terminal on a copy of a file, and compares the counters: once it starts, draws and
quits; once it also types KEYS characters, each drawn before the next is sent. A function
run at least KEYS times more in the second run runs for every key; the files that hold such
functions are the ones a typed key passes through (the key's bytes decoded, the binding
resolved, the edit, the frame drawn and encoded, the write).

    python3 scripts/keystroke-files.py [FILE]     (default: Sources/DentCore/Model/Editor.swift,
                                                    a Swift file, so highlighting is on the path)
"""
import json
import os
import pty
import select
import shutil
import subprocess
import sys
import tempfile
import time

KEYS = 50
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(tempfile.gettempdir(), "dent-coverage-build")
TOOLS = os.path.dirname(shutil.which("swift") or "/opt/swift/usr/bin/swift")


def build():
    # Release: a debug build also draws every frame from nothing to compare (Renderer.render).
    subprocess.run(["swift", "build", "-c", "release", "--product", "dent", "--build-path", BUILD,
                    "-Xswiftc", "-profile-generate", "-Xswiftc", "-profile-coverage-mapping"],
                   cwd=ROOT, check=True, stdout=sys.stderr)
    return os.path.join(BUILD, "release", "dent")


def read_until(fd, needle, output, limit=30.0):
    """Reads the terminal until `needle` has been written since `output` began."""
    deadline = time.monotonic() + limit
    while needle not in output:
        if time.monotonic() > deadline:
            sys.exit(f"dent did not show {needle!r}")
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            output += os.read(fd, 65536)
    return output


def run(binary, path, keys, profile):
    """Runs dent on `path`, types `keys` characters, quits without saving; writes `profile`."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"TERM": "xterm-256color", "LLVM_PROFILE_FILE": profile, "LINES": "40", "COLUMNS": "120"})
        os.execv(binary, [binary, path])
    read_until(fd, os.path.basename(path).encode(), b"")
    for index in range(keys):
        os.write(fd, b"x")
        # Each key's frame writes the character typed: it is drawn before the next key goes.
        read_until(fd, b"x", b"")
    os.write(fd, b"\x11")
    if keys:
        read_until(fd, b"(y/n", b"")
        os.write(fd, b"n")
    os.waitpid(pid, 0)


def counts(binary, profile):
    data = profile + ".profdata"
    subprocess.run([os.path.join(TOOLS, "llvm-profdata"), "merge", "-o", data, profile], check=True)
    exported = subprocess.run([os.path.join(TOOLS, "llvm-cov"), "export", binary, "-instr-profile", data,
                               "-skip-expansions", "-skip-functions=false", "-summary-only=false"],
                              check=True, capture_output=True).stdout
    found = {}
    for function in json.loads(exported)["data"][0]["functions"]:
        found[(function["name"], function["filenames"][0])] = function["count"]
    return found


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Sources/DentCore/Model/Editor.swift")
    binary = build()
    work = tempfile.mkdtemp()
    try:
        path = os.path.join(work, os.path.basename(source))
        shutil.copy(source, path)
        quiet, typed = os.path.join(work, "quiet.profraw"), os.path.join(work, "typed.profraw")
        run(binary, path, 0, quiet)
        run(binary, path, KEYS, typed)
        before, after = counts(binary, quiet), counts(binary, typed)
    finally:
        shutil.rmtree(work)
    files = sorted({os.path.relpath(file, ROOT) for (name, file), count in after.items()
                    if count - before.get((name, file), 0) >= KEYS and os.path.relpath(file, ROOT).startswith("Sources/")})
    folders = {}
    for file in files:
        folders.setdefault(os.path.dirname(file), []).append(os.path.basename(file))
    for folder, names in sorted(folders.items()):
        print(f"{folder}/ ({len(names)}): {', '.join(names)}")
    print(f"{len(files)} files")


if __name__ == "__main__":
    main()
