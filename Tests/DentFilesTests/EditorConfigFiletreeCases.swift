/// editorconfig-core-test's filetree/ folder (https://github.com/editorconfig/editorconfig-core-test,
/// BSD-2-Clause, Copyright (c) 2011-2018 EditorConfig Team): its configuration files, byte for byte
/// as at commit 895b3a65 (checked by git blob sha), and the 24 rows of its CMakeLists.txt.
enum EditorConfigFiletree {
    /// Files of the tree, by path below `filetree/`.
    static let files: [String: String] = [
        "parent_directory.in": """
            root = true

            [test.a]
            key=value

            [test.b]
            key1=value1

            [test.c]
            key=valueA

            [test.d]
            key=value_a

            [test.e]
            key=value_e

            """,
        "parent_directory/parent_directory.in": """
            [test.b]
            key2=value2

            [test.c]
            key=valueB

            [test.d]
            key=value_b

            [test.d]
            key=value_c

            [test.e]
            key=value_f

            [*.e]
            key=value_g

            """,
        "path_separator.in": #"""
            ; test for path separator

            root=true

            [path/separator]
            key1=value1

            [/top/of/path]
            key2=value2

            [windows\separator]
            key3=value3

            [windows\\separator2]
            key4=value4

            """#,
        "path_with_special_[chars/path_with_special_chars.in": "root = true\n\n[test.a]\nkey=value\n",
        "root_file.in": "root = true\n\n[test.a]\nkey=value\n\n[root]\nname=root\n",
        "root_file/root_file.in": "root = true\n",
        "root_mixed/root_file.in": "root = TrUe\nignore = false\n\n[*.a]\nchild=true\n",
        "unset.in": unset(parent: true),
        "unset/unset.in": unset(parent: false),
    ]

    /// filetree/unset.in sets one property per file name; unset/unset.in unsets each again.
    private static func unset(parent: Bool) -> String {
        let values = [
            ("charset", "utf-8"), ("end_of_line", "lf"), ("indent_size", "2"), ("indent_style", "space"),
            ("insert_final_newline", "true"), ("tab_width", "4"), ("trim_trailing_whitespace", "true"),
        ]
        let sections = values.map { key, value in "[\(key).txt]\n\(key)=\(parent ? value : "unset")\n" }
        return (parent ? "root = true\n\n" : "\n") + sections.joined(separator: "\n")
    }

    typealias C = EditorConfigFiletreeCase

    static let cases: [C] = [
        C("parent_directory", "parent_directory.in", "parent_directory/test.a", "key=value"),
        C("parent_and_current_dir_ML", "parent_directory.in", "parent_directory/test.b", "key1=value1", "key2=value2"),
        C("parent_dir_overload", "parent_directory.in", "parent_directory/test.c", "key=valueB"),
        C("parent_dir_overload_repeat", "parent_directory.in", "parent_directory/test.d", "key=value_c"),
        C("parent_dir_overload_repeat2", "parent_directory.in", "parent_directory/test.e", "key=value_g"),
        C("root_file", "root_file.in", "root_file/test.a"),
        C("root_file_mixed_case", "root_file.in", "root_mixed/test.a", "child=true"),
        C("root_pattern", "root_file.in", "root", "name=root"),
        C("path_separator", "path_separator.in", "path/separator", "key1=value1"),
        // The suite gives the command line "<filetree folder>\path\separator": on POSIX a file
        // named "filetree\path\separator" beside the filetree folder, which no file configures.
        C("path_separator_backslash_in_cmd_line", "path_separator.in", #"../filetree\path\separator"#),
        C("nested_path_separator", "path_separator.in", "nested/path/separator"),
        C("top_level_path_separator", "path_separator.in", "top/of/path", "key2=value2"),
        C("top_level_path_separator_neg", "path_separator.in", "not/top/of/path"),
        C("windows_separator", "path_separator.in", "windows/separator"),
        C("windows_separator2", "path_separator.in", "windows/separator2"),
        C("backslash_not_on_windows", "path_separator.in", #"windows\separator2"#, "key4=value4"),
        C("path_with_special_chars", "path_with_special_chars.in", "path_with_special_[chars/test.a", "key=value"),
        C("unset_charset", "unset.in", "unset/charset.txt", "charset=unset"),
        C("unset_end_of_line", "unset.in", "unset/end_of_line.txt", "end_of_line=unset"),
        C("unset_indent_size_ML", "unset.in", "unset/indent_size.txt", "indent_size=unset", "tab_width=unset"),
        C("unset_indent_style", "unset.in", "unset/indent_style.txt", "indent_style=unset"),
        C("unset_insert_final_newline", "unset.in", "unset/insert_final_newline.txt", "insert_final_newline=unset"),
        C("unset_tab_width", "unset.in", "unset/tab_width.txt", "tab_width=unset"),
        C("unset_trim_trailing_whitespace", "unset.in", "unset/trim_trailing_whitespace.txt",
          "trim_trailing_whitespace=unset"),
    ]
}

/// One filetree case: the configuration file name to search for, the file's path below
/// `filetree/`, and the `key=value` lines a core must report, in any order.
struct EditorConfigFiletreeCase: Sendable, CustomStringConvertible {
    let name: String
    let configName: String
    let path: String
    let expected: [String]

    init(_ name: String, _ configName: String, _ path: String, _ expected: String...) {
        self.name = name
        self.configName = configName
        self.path = path
        self.expected = expected
    }

    var description: String { name }
}
