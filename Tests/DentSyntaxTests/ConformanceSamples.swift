/// The files the conformance tests highlight, one per language, each using what is hard in
/// that language: comments over lines and inside other things, heredocs, interpolation, raw
/// strings, regex literals, escapes, languages inside languages.
enum ConformanceSamples {
    static let all: [ConformanceSample] = [c, python3] + more + others

    static let c = ConformanceSample(language: "c", fileName: "sample.c", text: #"""
        /* A block comment
         * over lines, with a URL http://example.com and TODO: FIXME marks */
        #include <stdio.h>
        #include "local.h"
        #define MAX(a, b) ((a) > (b) ? \
                           (a) : (b))
        #if 0
        this is commented out /* still */
        #endif
        #ifdef DEBUG
        static const char *names[] = { "one\n", "two\t\"quoted\"", "\x41\101" };
        #endif
        // line comment \
           continued here
        int main(int argc, char **argv) {
            unsigned long n = 0x1Fu + 017 + 42L + 3.14e-2f + 'a' + '\n' + '\'';
            printf("%d items, %-8.3s, %%, %lu\n", argc, argv[0], n);
            if (n > 0 && argc != 1) { return NULL == argv ? 1 : 0; }
            char c = '\0'; bool ok = true; /* inline */ size_t z = sizeof(int);
            goto end; end: return 0;
        }
        """#)

    static let python3 = ConformanceSample(language: "python3", fileName: "sample.py", text: #"""
        #!/usr/bin/env python3
        # -*- coding: utf-8 -*-
        """Module docstring
        over two lines."""
        import os, sys
        from typing import List as L

        @decorator(arg=1)
        class Thing(object):
            '''Class docstring with an escape \n'''
            def method(self, x: int = 0x1F, *args, **kwargs) -> None:
                s = f"value {x!r:>10} and {{literal}} {self.name}"
                r = r"raw \d+ string" + b'bytes\x00' + rb'\w'
                t = """triple
                  quoted"""
                n = 1_000 + 0o17 + 0b101 + 1.5e-3j + 7
                if x is not None and x in (1, 2) or not x:
                    print("%s %d" % (s, n), file=sys.stderr)
                lam = lambda y: y ** 2  # comment
                return None

        async def main():
            await asyncio.sleep(1)
            yield from range(3)
            raise ValueError('bad \'quote\'') from None
        """#)
}
