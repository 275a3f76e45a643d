#!/usr/bin/env python3
"""Writes scripts/hot-functions.order: the functions a keystroke runs, hottest first, which the
release link places side by side at the start of the code (Package.swift, `hotLayout`).

A keystroke after a pause runs on cold caches: every code page and line it touches comes from
memory again. Spread over the binary in source order, a typed letter's code touched ~250 pages;
gathered, it touches a fraction of that (docs/PERFORMANCE.md, "Hot functions first").

How: a release build, stripped of its debug information (valgrind cannot read it), runs under
callgrind in a pseudo-terminal twice per mode (syntax on, syntax off), with a short and a long
session of the same keys (letters, Backspace, Enter, arrows, PageDown and PageUp on a C file).
A function whose cost grows from the short session to the long one runs on those keys; their
mangled names go into the file, by cost, then the rest of what the short sessions ran (the
start: the file and specs read, the first frame), by cost. A name the next build no longer has
is ignored by the linker (`--no-warn-symbol-ordering`), so a stale file only orders less; run
this again after large changes to the typing path.

    scripts/hot-functions.py [--binary .build/release/dent]

Then build from clean (`rm -rf .build; make build`): SwiftPM does not know the file, and Swift
keeps an object whose code is unchanged as it was, sections and all.

Needs valgrind (Debian `valgrind`) and binutils' objcopy.
"""
import argparse, collections, fcntl, os, pty, select, struct, subprocess, sys, tempfile, termios

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "scripts", "hot-functions.order")


def c_file(path, lines=3000):
    """A C file of plain code: functions of loops, calls, comments and strings."""
    with open(path, "w") as f:
        for i in range(lines // 10):
            f.write("/* step %d of the table */\n" % i)
            f.write("static int step_%d(struct table *t, size_t n) {\n" % i)
            f.write("    int total = 0; // running\n")
            f.write("    for (size_t k = 0; k < n && t->rows[k] != NULL; k++) {\n")
            f.write("        total += t->rows[k]->width * %d ^ 0x%x;\n" % (i, i * 2654435761 % 65536))
            f.write("        printf(\"row %%zu of %%s\\n\", k, t->name);\n")
            f.write("    }\n")
            f.write("    if (total > %d) { return total - 1; }\n" % i)
            f.write("    return total;\n")
            f.write("}\n")


def session(binary, path, rounds, syntax, out):
    """Runs `binary` on `path` under callgrind in a 120x40 pty: `rounds` rounds of keys."""
    home = tempfile.mkdtemp()
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", HOME=home)
    for name, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache"),
                      ("XDG_DATA_HOME", ".local/share"), ("XDG_STATE_HOME", ".local/state")):
        env[name] = os.path.join(home, sub)
    if not syntax:
        os.makedirs(os.path.join(home, ".config", "dent"))
        with open(os.path.join(home, ".config", "dent", "dent.conf"), "w") as f:
            f.write("syntax = off\n")
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary, path]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.execvpe(command[0], command, env)

    def quiet(seconds):
        while True:
            ready, _, _ = select.select([fd], [], [], seconds)
            if not ready:
                return
            try:
                os.read(fd, 65536)
            except OSError:
                return

    def send(data, seconds=0.15):
        os.write(fd, data)
        quiet(seconds)

    quiet(3.0)
    send(b"\x0c100\r", 0.5)
    for round in range(rounds):
        for letter in b"typed":
            send(bytes([letter]))
        send(b"\x7f")
        send(b"\r")
        send(b"\x1b[A")
        send(b"\x1b[B" if round % 2 else b"\x1b[D")
        if round % 5 == 4:
            send(b"\x1b[6~", 0.3)
            send(b"\x1b[5~", 0.3)
    send(b"\x11", 0.3)
    send(b"n", 0.5)
    send(b"\x11", 0.3)
    os.waitpid(pid, 0)


def costs(path):
    """Exclusive cost by function (mangled name) of the binary's own code in a callgrind file."""
    out = collections.Counter()
    # Names are compressed to "(id) name" the first time, "(id)" after; objects and functions
    # number theirs apart.
    names = {"ob": {}, "fn": {}}

    def name(kind, text):
        key, _, rest = text.strip().partition(" ")
        if rest:
            names[kind][key] = rest
        return rest or names[kind].get(key, key)

    function = None
    ours = False
    skip = False
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            ours = name("ob", line[3:]).endswith("/dent-hot")
            continue
        if line.startswith("fn="):
            function = name("fn", line[3:])
            continue
        if line.startswith("calls="):
            skip = True
            continue
        if line[:1].isdigit() or line.startswith(("+", "-", "*")):
            if skip:
                skip = False
                continue
            parts = line.split()
            if ours and function and len(parts) > 1:
                out[function] += int(parts[1])
        elif line.startswith("cob="):
            name("ob", line[4:])
        elif line.startswith("cfn="):
            name("fn", line[4:])
        elif not line.startswith(("cfi=", "cfl=")):
            skip = False
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "dent"))
    args = parser.parse_args()
    work = tempfile.mkdtemp()
    binary = os.path.join(work, "dent-hot")
    subprocess.run(["objcopy", "--strip-debug", args.binary, binary], check=True)
    source = os.path.join(work, "table.c")
    c_file(source)
    runs = {}
    jobs = []
    for syntax in (True, False):
        for rounds in (4, 14):
            out = os.path.join(work, "%s-%d.out" % ("on" if syntax else "off", rounds))
            runs[(syntax, rounds)] = out
            job = os.fork()
            if job == 0:
                session(binary, source, rounds, syntax, out)
                os._exit(0)
            jobs.append(job)
    for job in jobs:
        os.waitpid(job, 0)
    hot = collections.Counter()
    start = collections.Counter()
    for syntax in (True, False):
        short, long = costs(runs[(syntax, 4)]), costs(runs[(syntax, 14)])
        for function, cost in long.items():
            grown = cost - short.get(function, 0)
            if grown > 0:
                hot[function] += grown
        start.update(short)
    # The keys' functions first, then the rest of what a start runs (reading the file and the
    # specs, the first frame), so that its code too is read from disk and mapped in few pages.
    names = [name.split("'")[0] for name, _ in hot.most_common() + start.most_common()]
    # Only symbol names (mangled Swift, C): callgrind shows C++ names demangled, which no
    # symbol has.
    names = [name for name in dict.fromkeys(names) if " " not in name and "(" not in name and not name.startswith("0x")]
    with open(OUT, "w") as f:
        f.write("\n".join(names) + "\n")
    print("%s: %d functions" % (os.path.relpath(OUT, ROOT), len(names)))


if __name__ == "__main__":
    sys.exit(main())
