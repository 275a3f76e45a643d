import Testing
@testable import DentSyntax

/// The language guess on a small made-up catalog that has the conflicts the installed specs
/// have (SpecInstalledTests checks the guess against GtkSourceView's own).
@Suite struct CatalogGuessTests {
    static let index = LanguageIndex([
        LanguageInfo(id: "python", name: "Python 2", globs: ["*.py"], mimeTypes: ["text/x-python"]),
        LanguageInfo(id: "python3", name: "Python", globs: ["*.py", "*.py3"], mimeTypes: ["text/x-python", "text/x-python3"]),
        LanguageInfo(id: "sh", name: "sh", globs: ["*.sh", "*bashrc", ".profile"], mimeTypes: ["text/x-shellscript"]),
        LanguageInfo(id: "c", name: "C", globs: ["*.c"]),
        LanguageInfo(id: "chdr", name: "C/ObjC Header", globs: ["*.h"]),
        LanguageInfo(id: "cpp", name: "C++", globs: ["*.cpp", "*.C"]),
        LanguageInfo(id: "cpphdr", name: "C++ Header", globs: ["*.hh"]),
        LanguageInfo(id: "objc", name: "Objective-C", globs: ["*.m"]),
        LanguageInfo(id: "matlab", name: "Matlab", globs: ["*.m"]),
        LanguageInfo(id: "octave", name: "Octave", globs: ["*.m"]),
        LanguageInfo(id: "forth", name: "Forth", globs: ["*.fs"]),
        LanguageInfo(id: "fsharp", name: "F#", globs: ["*.fs"]),
        LanguageInfo(id: "sml", name: "Standard ML", globs: ["*.sml"]),
        LanguageInfo(id: "xml", name: "XML", globs: ["*.xml", "*.sml"]),
        LanguageInfo(id: "html", name: "HTML", globs: ["*.html"]),
        LanguageInfo(id: "erb", name: "ERB", globs: ["*.erb"]),
        LanguageInfo(id: "erb-html", name: "HTML (ERB)", globs: ["*.html.erb"]),
        LanguageInfo(id: "makefile", name: "Makefile", globs: ["[Mm]akefile", "GNUmakefile", "*.mk"]),
        LanguageInfo(id: "cmake", name: "CMake", globs: ["*.cmake", "CMakeLists.txt"]),
        LanguageInfo(id: "perl", name: "Perl", globs: ["*.pl"], mimeTypes: ["application/x-perl"]),
        LanguageInfo(id: "tcl", name: "Tcl", globs: ["*.tcl"], mimeTypes: ["text/x-tcl"]),
        LanguageInfo(id: "js", name: "JavaScript", globs: ["*.js"]),
        LanguageInfo(id: "diff", name: "Diff", globs: ["*.diff", "*.patch"]),
        LanguageInfo(id: "markdown", name: "Markdown", globs: ["*.md"]),
        LanguageInfo(id: "def", name: "Default", isHidden: true, globs: ["*.def"]),
    ])

    func guess(_ path: String, _ text: String = "") -> String? {
        Self.index.guess(path: path, start: FileStart(Array(text.utf8)))
    }

    @Test func globsOnTheBaseName() {
        #expect(guess("/src/a.c") == "c")
        #expect(guess("dir.py/a.c") == "c")
        #expect(guess("x.C") == "cpp")
        #expect(guess("Makefile") == "makefile")
        #expect(guess("makefile") == "makefile")
        #expect(guess("CMakeLists.txt") == "cmake")
        #expect(guess("/home/u/.bashrc") == "sh")
        #expect(guess(".profile") == "sh")
        #expect(guess("README") == nil)
    }

    @Test func caseIsIgnoredOnlyWhenNothingMatchesAsWritten() {
        #expect(guess("NOTES.MD") == "markdown")
        #expect(guess("x.C") == "cpp", "*.C matches as written, before *.c without case")
        #expect(guess("X.c") == "c")
    }

    @Test func theMostSpecificGlobWins() {
        #expect(guess("page.html.erb") == "erb-html")
        #expect(guess("page.erb") == "erb")
    }

    @Test func tieBreaks() {
        #expect(guess("a.py") == "python3")
        #expect(guess("a.py", "#!/usr/bin/python2\nprint 'x'\n") == "python", "the first line decides among claimants")
        #expect(guess("a.sml", "<?xml version='1.0'?>\n<smil/>") == "xml")
        #expect(guess("a.sml", "  <smil>") == "xml")
        #expect(guess("a.sml", "fun f x = x\n") == "sml")
        #expect(guess("a.fs", "let x = 1\n") == "fsharp")
        #expect(guess("a.fs", "\\ a Forth comment\n: square dup * ;\n") == "forth")
        #expect(guess("a.m", "#import <Foundation/Foundation.h>\n@interface A\n@end\n") == "objc")
        #expect(guess("a.m", "function y = f(x)\n  y = x;\nendfunction\n") == "octave")
        #expect(guess("a.m", "# comment\nx = 1;\n") == "octave")
        #expect(guess("a.m", "% comment\nfunction y = f(x)\n  y = x;\nend\n") == "matlab")
    }

    @Test func aHeaderIsCUnlessItLooksLikeCPlusPlus() {
        #expect(guess("a.h", "#include <stdio.h>\nint f(void);\n") == "c")
        #expect(guess("a.h", "#ifdef __cplusplus\nextern \"C\" {\n#endif\nint f(void);\n") == "c")
        #expect(guess("a.h", "/* a class of widgets; see std::vector */\nstruct class_info { int class; };\n") == "c",
                "words in comments and C identifiers named class do not count")
        #expect(guess("a.h", "const char *s = \"namespace x\";\n") == "c")
        #expect(guess("a.h", "namespace app {\nint f();\n}\n") == "cpphdr")
        #expect(guess("a.h", "template <typename T> T id(T x);\n") == "cpphdr")
        #expect(guess("a.h", "class Widget {\npublic:\n  int x;\n};\n") == "cpphdr")
        #expect(guess("a.h", "int f() { return std::max(1, 2); }\n") == "cpphdr")
        #expect(guess("a.h", "#include <vector>\n") == "cpphdr")
        #expect(guess("a.h", "#import <Foundation/Foundation.h>\n") == "objc")
        #expect(guess("a.h", "@interface Widget : NSObject\n@end\n") == "objc")
    }

    @Test func theFirstLineWhenNoGlobMatches() {
        #expect(guess("script", "#!/bin/bash\necho\n") == "sh")
        #expect(guess("script", "#!/usr/bin/env python3\n") == "python3")
        #expect(guess("script", "#!/usr/bin/env -S python3 -u\n") == "python3")
        #expect(guess("script", "#! /usr/bin/python3.11\n") == "python3")
        #expect(guess("script", "#!/usr/bin/env python\n") == "python3")
        #expect(guess("script", "#!/usr/bin/perl -w\n") == "perl")
        #expect(guess("script", "#!/usr/bin/env node\n") == "js")
        #expect(guess("script", "#!/usr/bin/tclsh8.6\n") == "tcl")
        #expect(guess("script", "#!/usr/bin/make -f\n") == "makefile")
        #expect(guess("script", "#!/usr/bin/env nosuchlanguage\n") == nil)
        #expect(guess("data", "<?xml version=\"1.0\"?>\n<a/>") == "xml")
        #expect(guess("page", "<!DOCTYPE html>\n<html>") == "html")
        #expect(guess("change", "diff --git a/x b/x\n") == "diff")
        #expect(guess("change", "--- a/x\n+++ b/x\n") == "diff")
        #expect(guess("script", "\u{FEFF}#!/bin/sh\n") == "sh", "a byte order mark is skipped")
        #expect(guess("a.c", "#!/bin/sh\n") == "c", "a glob comes first")
    }

    @Test func theFirstLineFindsScriptsByTheirMimeType() {
        let index = LanguageIndex([LanguageInfo(id: "lua-custom", name: "Lua", mimeTypes: ["text/x-lua"])])
        #expect(index.guess(path: "s", start: FileStart(Array("#!/usr/bin/lua5.4\n".utf8))) == "lua-custom")
    }

    @Test func modelinesWinOverEverything() {
        #expect(guess("a.txt", "# vim: set ft=python :\n") == "python3")
        #expect(guess("a.c", "/* vim: set filetype=cpp: */\n") == "cpp")
        #expect(guess("a", "x\n# vim:ft=sh:ts=4\n") == "sh")
        #expect(guess("a", "// vi: syntax=perl\n") == "perl")
        #expect(guess("a", "// vim600: ft=make\n") == "makefile")
        #expect(guess("a", "// Vim: set ts=4 ft=c:\n") == "c")
        #expect(guess("a", "novim: ft=c\n") == nil, "the marker starts a word")
        #expect(guess("a.py", "-*- mode: C++; tab-width: 4 -*-\n") == "cpp")
        #expect(guess("a", "#!/bin/foo\n# -*- shell-script -*-\n") == "sh", "emacs reads the second line after #!")
        #expect(guess("a.py", "# -*- coding: utf-8 -*-\n") == "python3", "no mode: the glob decides")
        #expect(guess("a", "-*- mode: python-mode -*-") == "python3")
        #expect(guess("a.c", "// vim: ft=nosuch\n") == "c", "an unknown name is passed over")
        #expect(guess("a", "1\n2\n3\n4\n5\n# vim: ft=sh\n") == nil, "only the first five lines")
    }

    @Test func hiddenLanguagesAreNeverGuessed() {
        #expect(guess("x.def") == nil)
        #expect(guess("x", "# vim: ft=def\n") == nil)
        #expect(Self.index.language("def")?.isHidden == true, "they are still there to be referred to")
        #expect(!Self.index.languages.contains { $0.id == "def" })
    }

    @Test func languagesAreListedByName() {
        let names = Self.index.languages.map(\.name)
        #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func nearNamesForATypo() {
        #expect(Self.index.near("pyhton3").first == "python3")
        #expect(Self.index.near("pyth").contains("python"))
        #expect(Self.index.near("make").contains("makefile"))
        #expect(Self.index.near("javascript").contains("js"), "by the name too")
        #expect(Self.index.near("zzzzzzzz").isEmpty)
    }

    @Test func idsAreLookedUpWithoutCase() {
        #expect(Self.index.language("Python3")?.id == "python3")
    }
}
