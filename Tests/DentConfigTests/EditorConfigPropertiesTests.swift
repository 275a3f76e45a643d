import DentConfig
import Testing

/// The typed view of resolved pairs.
@Suite struct EditorConfigPropertiesTests {
    private func properties(_ text: String, for name: String = "a.c") -> EditorConfigProperties {
        EditorConfigResolver.properties(forFile: "/p/" + name, sources: [EditorConfigSource(directory: "/p", text: text)])
    }

    @Test func typesEveryKnownProperty() {
        let typed = properties("""
            [*]
            indent_style = Space
            indent_size = 2
            tab_width = 8
            end_of_line = CRLF
            insert_final_newline = true
            trim_trailing_whitespace = false
            charset = utf-8-bom
            max_line_length = 100
            """)
        #expect(typed.indentStyle == .space)
        #expect(typed.indentSize == .columns(2))
        #expect(typed.tabWidth == 8)
        #expect(typed.endOfLine == .crlf)
        #expect(typed.insertFinalNewline == true)
        #expect(typed.trimTrailingWhitespace == false)
        #expect(typed.charset == .utf8BOM)
        #expect(typed.raw["max_line_length"] == "100")
        #expect(typed.raw["indent_style"] == "space")
        #expect(typed.indentColumns(editorTabWidth: 4) == 2)
    }

    @Test func tabWidthDefaultsToTheIndentSizeAndATabIndentUsesTheTabWidth() {
        #expect(properties("[*]\nindent_size = 3\n").tabWidth == 3)
        let tabs = properties("[*]\nindent_style = tab\n")
        #expect(tabs.indentSize == .tab)
        #expect(tabs.tabWidth == nil)
        #expect(tabs.indentColumns(editorTabWidth: 8) == 8)
        let sized = properties("[*]\nindent_style = tab\ntab_width = 4\n")
        #expect(sized.indentSize == .columns(4))
        #expect(sized.indentColumns(editorTabWidth: 8) == 4)
        #expect(properties("[*]\nindent_style = space\n").indentColumns(editorTabWidth: 8) == nil)
    }

    @Test func unsetRemovesAPropertySetByAFartherFile() {
        let typed = EditorConfigResolver.properties(forFile: "/p/u/a.c", sources: [
            EditorConfigSource(directory: "/p/u", text: "[*]\nindent_style = unset\ncharset = UNSET\nmine = Unset\n"),
            EditorConfigSource(directory: "/p", text: "[*]\nindent_style = tab\ncharset = latin1\nmine = 1\nend_of_line = lf\n"),
        ])
        #expect(typed.indentStyle == nil)
        #expect(typed.indentSize == nil, "no indent_size = tab default once the style is unset")
        #expect(typed.charset == nil)
        #expect(typed.endOfLine == .lf)
        #expect(typed.raw == ["end_of_line": "lf"])
    }

    @Test func invalidValuesAreIgnoredButStayInRaw() {
        let typed = properties("[*]\nindent_style = tabs\nindent_size = 0\ntab_width = -2\nend_of_line = lfcr\ncharset = ascii\ninsert_final_newline = yes\n")
        #expect(typed.indentStyle == nil)
        #expect(typed.indentSize == nil)
        #expect(typed.tabWidth == nil)
        #expect(typed.endOfLine == nil)
        #expect(typed.charset == nil)
        #expect(typed.insertFinalNewline == nil)
        #expect(typed.raw["indent_style"] == "tabs")
        #expect(!typed.isEmpty)
    }

    @Test func nothingAppliesToAFileNoSectionMatches() {
        let typed = properties("[*.py]\nindent_size = 4\n")
        #expect(typed.isEmpty)
        #expect(typed == EditorConfigProperties())
    }
}
