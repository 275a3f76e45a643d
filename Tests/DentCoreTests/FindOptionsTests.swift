import DentCore
import DentText
import Testing

/// The find prompt's options, toggled from inside it: case, whole word, regular expression.
@Suite struct FindOptionsTests {
    @Test func altCCyclesTheCaseRuleAndTheLabelShowsIt() {
        var find = FindDriver("|beta Beta BETA")
        find.press("Ctrl+f")
        find.type("beta")
        #expect(find.label == "Find:")
        find.press("Ctrl+n")
        #expect(find.selection == 5..<9, "smart case: beta finds Beta")
        find.press("Alt+c")
        #expect(find.label == "Find [Case]:")
        #expect(find.selection == 0..<4, "the search starts again from where it started")
        find.press("Ctrl+n")
        #expect(find.selection == 0..<4, "case-sensitive: only beta")
        #expect(find.note == "Search wrapped")
        find.press("Alt+c")
        #expect(find.label == "Find [No case]:")
        find.press("Backspace", "Backspace", "Backspace", "Backspace")
        find.type("BETA")
        #expect(find.selection == 0..<4, "case-insensitive even with capitals")
        find.press("Alt+c")
        #expect(find.label == "Find:")
        #expect(find.selection == 10..<14, "smart again: the capitals make it sensitive")
    }

    @Test func wholeWordSkipsMatchesInsideWords() {
        var find = FindDriver("|foobar foo_x foo, (foo)")
        find.press("Ctrl+f")
        find.type("foo")
        #expect(find.selection == 0..<3)
        find.press("Alt+w")
        #expect(find.label == "Find [Word]:")
        #expect(find.selection == 13..<16, "foobar and foo_x are not the word foo")
        find.press("Ctrl+n")
        #expect(find.selection == 19..<22)
        find.press("Ctrl+p", "Ctrl+p")
        #expect(find.selection == 19..<22, "back past the first, wrapping")
        #expect(find.note == "Search wrapped")
    }

    @Test func regexFindsAndAnInvalidOneSaysWhyWithoutMoving() {
        var find = FindDriver("al|pha 42 beta 7\nx 100\n")
        find.press("Ctrl+f", "Alt+r")
        #expect(find.label == "Find [Regex]:")
        find.type("\\d+")
        #expect(find.selected == "42")
        find.press("Ctrl+n")
        #expect(find.selected == "7")
        find.press("Ctrl+n")
        #expect(find.selected == "100")
        find.type("(")
        #expect(find.note == "Invalid regular expression: expected ')'")
        #expect(find.selection == nil)
        #expect(find.editor.document.cursor == 2, "back where the search started")
        find.press("Enter")
        #expect(find.editor.modals.count == 1, "Enter keeps an invalid pattern's prompt open")
        find.press("Backspace")
        find.press("Alt+w")
        #expect(find.label == "Find [Word] [Regex]:")
        find.press("Backspace", "Backspace", "Backspace")
        find.type("^x")
        #expect(find.selection == 16..<17, "^ is a line's start")
    }

    @Test func aRegexMatchesPerLineAndSkipsInvalidBytes() {
        var find = FindDriver("|a\u{1}")
        find.editor.document.text = TextBuffer(GapBuffer(Array("ab\n".utf8) + [0xFF] + Array("cd é\n".utf8)))
        find.press("Ctrl+f", "Alt+r")
        find.type("b\\s*c")
        #expect(find.note == "Not found", "a match never spans a line break")
        find.press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
        find.type(".d")
        #expect(find.selection == 4..<6, "the invalid byte before c is never matched by .")
        find.press("Backspace", "Backspace")
        find.type("^c")
        #expect(find.selection == 4..<5, "a valid part after an invalid byte is searched as a line")
        find.press("Backspace", "Backspace")
        find.type("é$")
        #expect(find.selection == 7..<9, "offsets count bytes")
    }

    @Test func aMatchStraddlingTheGapIsFoundAndSelected() {
        for gap in 0...12 {
            var find = FindDriver("|xx needle yy")
            find.editor.document.cursor = gap
            find.type("Z")
            find.press("Backspace")
            find.editor.document.cursor = 0
            find.press("Ctrl+f")
            find.type("needle")
            #expect(find.selection == 3..<9, "gap at \(gap)")
            find.press("Esc", "Ctrl+f", "Alt+r")
            find.type("ne+d")
            #expect(find.selection == 3..<7, "regex, gap at \(gap)")
            find.press("Esc")
        }
    }

    @Test func optionsStayForTheSessionAndNextUsesThem() {
        var find = FindDriver("|Foo foo foo")
        find.press("Ctrl+f", "Alt+c")
        find.type("foo")
        #expect(find.selection == 4..<7)
        find.press("Enter", "Ctrl+n")
        #expect(find.selection == 8..<11)
        find.press("Ctrl+n")
        #expect(find.selection == 4..<7, "case-sensitive after the prompt closed, wrapping")
        #expect(find.editor.message?.text == "Search wrapped")
        find.press("Ctrl+f")
        #expect(find.label == "Find [Case]:")
    }
}
