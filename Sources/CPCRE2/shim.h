#ifndef DENT_CPCRE2_SHIM_H
#define DENT_CPCRE2_SHIM_H

// PCRE2 (8-bit code units), the engine the highlighter's patterns run on: GtkSourceView's own
// engine is PCRE-based, so the language specs' patterns compile as written. The header and the
// static library (release builds link libpcre2-8.a) come from Debian's libpcre2-dev; SwiftPM
// prints no install hint for a system library, so say it here. The library is linked by the
// DentSyntax target (Package.swift), dynamically in debug builds and statically in release.
#if !__has_include(<pcre2.h>)
#error "dent needs PCRE2: install Debian libpcre2-dev (sudo apt-get install libpcre2-dev)"
#endif

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
