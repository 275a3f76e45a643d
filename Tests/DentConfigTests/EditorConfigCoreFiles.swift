/// The `.in` files of editorconfig-core-test (https://github.com/editorconfig/editorconfig-core-test,
/// BSD-2-Clause, Copyright (c) 2011-2018 EditorConfig Team), as Swift literals so the test target
/// needs no resources.
///
/// The glob/, parser/ and properties/ files were checked byte for byte against the git blob sha of
/// the suite at commit 895b3a65 (2025-04-21), except `whitespace.in`, `empty_values.in` and
/// `leading_slash.in`, which are an earlier revision of the same file (see
/// EditorConfigCoreTests.swift). cli.in and meta.in are copied from the suite without that check.
enum EditorConfigCoreFiles {
    static let all: [String: String] = [
        "glob/star.in": star, "glob/question.in": question, "glob/brackets.in": brackets,
        "glob/braces.in": braces, "glob/star_star.in": starStar, "glob/utf8char.in": utf8Char,
        "parser/basic.in": basic, "parser/whitespace.in": whitespace, "parser/comments.in": comments,
        "parser/bom.in": bom, "parser/crlf.in": crlf, "parser/limits.in": limits,
        "parser/empty.in": "", "parser/newlines_only.in": "\n\n",
        "parser/comments_only.in": "# Just a comment, nothing else",
        "parser/comments_and_newlines.in": "\n# Just comments\n\n# ... and newlines\n",
        "parser/empty_values.in": emptyValues, "parser/leading_slash.in": leadingSlash,
        "properties/tab_width_default.in": tabWidthDefault,
        "properties/indent_size_default.in": indentSizeDefault,
        "properties/lowercase_values.in": lowercaseValues, "properties/lowercase_names.in": lowercaseNames,
        "cli/cli.in": "root = true\n\n[*.c]\nkey1 = value1\n\n[*.cpp]\nkey2 = value2\n",
        "meta/meta.in": "[meta.c]\nanswer=42\n",
    ]

    static let star = "; test *\n\nroot=true\n\n[a*e.c]\nkey=value\n\n[Bar/*]\nkeyb=valueb\n\n[*]\nkeyc=valuec\n"

    static let question = "; test ?\n\nroot=true\n\n[som?.c]\nkey=value\n\n"

    static let brackets = #"""
        ; test [ and ]

        root=true

        ; Character choice
        [[ab].a]
        choice=true

        ; Negative character choice
        [[!ab].b]
        choice=false

        ; Character range
        [[d-g].c]
        range=true

        ; Negative character range
        [[!d-g].d]
        range=false

        ; Range and choice
        [[abd-g].e]
        range_and_choice=true

        ; Choice with dash
        [[-ab].f]
        choice_with_dash=true

        ; Close bracket inside
        [[\]ab].g]
        close_inside=true

        ; Close bracket outside
        [[ab]].g]
        close_outside=true

        ; Negative close bracket inside
        [[!\]ab].g]
        close_inside=false

        ; Negative¬close bracket outside
        [[!ab]].g]
        close_outside=false

        ; Slash inside brackets
        [ab[e/]cd.i]
        slash_inside=true

        ; Slash after an half-open bracket
        [ab[/c]
        slash_half_open=true

        """#

    static let braces = #"""
        ; test { and }

        root=true

        ; word choice
        [*.{py,js,html}]
        choice=true

        ; single choice
        [{single}.b]
        choice=single

        ; empty choice
        [{}.c]
        empty=all

        ; choice with empty word
        [a{b,c,}.d]
        empty=word

        ; choice with empty words
        [a{,b,,c,}.e]
        empty=words

        ; no closing brace
        [{.f]
        closing=false

        ; nested braces
        [{word,{also},this}.g]
        nested=true

        ; nested braces, adjacent at start
        [{{a,b},c}.k]
        nested_start=true

        ; nested braces, adjacent at end
        [{a,{b,c}}.l]
        nested_end=true

        ; closing inside beginning
        [{},b}.h]
        closing=inside

        ; opening inside beginning
        [{{,b,c{d}.i]
        unmatched=true

        ; escaped comma
        [{a\,b,cd}.txt]
        comma=yes

        ; escaped closing brace
        [{e,\},f}.txt]
        closing=yes

        ; escaped backslash
        [{g,\\,i}.txt]
        backslash=yes

        ; patterns nested in braces
        [{some,a{*c,b}[ef]}.j]
        patterns=nested

        ; numeric braces
        [{3..120}]
        number=true

        ; alphabetical
        [{aardvark..antelope}]
        words=a

        """#

    static let starStar = """
        ; test **

        root=true

        [a**z.c]
        key1=value1

        [b/**z.c]
        key2=value2

        [c**/z.c]
        key3=value3

        [d/**/z.c]
        key4=value4

        """

    static let utf8Char = "; test EditorConfig files with UTF-8 characters larger than 127\n\nroot = true\n\n[中文.txt]\nkey = value\n"

    static let basic = """
        [*.a]
        option1=value1

        ; repeat section
        [*.a]
        option2=value2

        [*.b]
        option1 = a
        option2 = a

        [b.b]
        option2 = b

        [*.b]
        option1 = c

        """
}
