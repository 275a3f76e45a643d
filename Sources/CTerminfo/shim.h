#ifndef DENT_CTERMINFO_SHIM_H
#define DENT_CTERMINFO_SHIM_H

// terminfo through libtinfo. The headers come from Debian's libncurses-dev
// (libtinfo-dev is its transitional name); SwiftPM prints no install hint for
// a system library without pkg-config, so say it here.
#if !__has_include(<term.h>)
#error "dent needs terminfo headers: install Debian libncurses-dev (sudo apt-get install libncurses-dev)"
#endif

#include <curses.h>
#include <term.h>

// Swift cannot call C variadic functions; tparm is variadic in ncurses 6.
static inline char *dent_tparm2(const char *cap, long p1, long p2) {
    return tiparm(cap, (int)p1, (int)p2);
}

static inline char *dent_tparm1(const char *cap, long p1) {
    return tiparm(cap, (int)p1);
}

#endif
