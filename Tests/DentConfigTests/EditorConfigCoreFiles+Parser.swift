/// editorconfig-core-test's parser/ and properties/ files (see EditorConfigCoreFiles.swift).
/// Lines with trailing blanks are spelled with `\n` escapes so no editor can strip them.
extension EditorConfigCoreFiles {
    static let whitespace = """
        ; test whitespace usage

        root = true

        ; no whitespace
        [test1.c]
        key=value

        ; spaces around equals
        [test2.c]
        key = value

        ; lots of space after equals
        [test3.c]
        key  =   value

        ; spaces before property name
        [test4.c]
          key=value

        ; spaces after property value
        [test5.c]
        """ + "\nkey=value  \n\n" + """
        ; blank lines between properties
        [test6.c]

        key1=value1

        key2=value2

        ; spaces in section name
        [ test 7 ]
        key=value

        ; spaces before section name
          [test8.c]
        key=value

        ; spaces after section name
        """ + "\n[test9.c]  \n" + """
        key=value

        ; spacing before middle property
        [test10.c]
        key1=value1
          key2=value2
        key3=value3

        """

    static let comments = ##"""
        ; test comments

        root = true

        [test3.c]
        ; Comment before properties ignored
        key=value

        [test4.c]
        key1=value1
        ; Comment between properties ignored
        key2=value2

        ; Semicolon or hash at end of value read as part of value
        [test5.c]
        key1=value; not comment
        key2=value # not comment

        ; Backslash before a semicolon or hash is part of the value
        [test6.c]
        key1=value \; not comment
        key2=value \# not comment

        ; Escaped semicolon in section name
        [test\;.c]
        key=value

        [test9.c]
        # Comment before properties ignored
        key=value

        [test10.c]
        key1=value1
        # Comment between properties ignored
        key2=value2

        # Octothorpe at end of value read as part of value
        [test11.c]
        key=value# not comment

        # Escaped octothorpe in value
        [test12.c]
        key=value \# not comment

        # Escaped octothorpe in section name
        [test\#.c]
        key=value

        """##

    static let bom = "\u{FEFF}; test EditorConfig files with BOM\n\nroot = true\n\n[*]\nkey = value\n"

    static let crlf = "; test EditorConfig files with CRLF line separators\r\n\r\nroot = true\r\n\r\n[*]\r\nkey = value\r\n"

    /// A key of 1024 characters, a value of 4096 and a section name of 1024: the least a core must
    /// accept ("Cores must accept keys and values with lengths up to and including 1024 and 4096").
    static let limits = "root = true\n\n; minimum supported key length of 1024 characters\n[test1]\n"
        + String(repeating: "a", count: 1024) + "=v1024\n\n; minimum supported value length of 4096 characters\n"
        + "[test2]\nk4096=" + String(repeating: "a", count: 4096) + "\n\n"
        + "; minimum supported section name length of 1024 characters (excluding [] brackets)\n"
        + "[{test3," + String(repeating: "a", count: 1016) + "}]\nk1024=v1024\n"

    static let emptyValues = "root = true\n\n[test1]\n; A key set to empty string\nkey1=\n"
        + "; Whitespace after equals sign is ignored\nkey2=  \n; A file final key set to empty string\nkey3=\n"

    static let leadingSlash = """
        root = true

        [/test1/file.{java,js,rb}]
        ; Has a leading slash along with slash in between
        key1=val1
        [test1/file.{java,js,rb}]
        ; Has no leading slash but has slash in between
        key2=val2
        [*.{java,js,rb}]
        ; Has no slashes at all but still should match
        key3=val3

        """

    static let tabWidthDefault = """
        root = true

        [test.c]
        indent_style = space
        indent_size = 4

        [test2.c]
        indent_style = tab
        indent_size = tab

        """

    static let indentSizeDefault = """
        root = true

        [test.c]
        indent_style = tab

        [test2.c]
        indent_style = space

        [test3.c]
        indent_style = tab
        tab_width = 2

        """

    static let lowercaseValues = """
        ; test property name lowercasing

        root = true

        [test1.c]
        indent_style = Space
        end_of_line = CRLF

        [test2.c]
        insert_final_newline = TRUE
        trim_trailing_whitespace = False
        charset = UTF-8

        [test3.c]
        test_property = TestValue

        """

    static let lowercaseNames = "; test that property names are lowercased\n\nroot = true\n\n[test.c]\nTestProperty = testvalue\n"
}
