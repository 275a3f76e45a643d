/// parser/, properties/, cli/ and meta/ CMakeLists.txt of editorconfig-core-test.
enum EditorConfigParserCases {
    typealias C = EditorConfigCoreCase

    static let parser: [C] = [
        C("repeat_sections_ML", "parser/basic.in", "a.a", "option1=value1", "option2=value2"),
        C("basic_cascade_ML", "parser/basic.in", "b.b", "option1=c", "option2=b"),
        C("no_whitespace", "parser/whitespace.in", "test1.c", "key=value"),
        C("single_spaces_around_equals", "parser/whitespace.in", "test2.c", "key=value"),
        C("multiple_spaces_around_equals", "parser/whitespace.in", "test3.c", "key=value"),
        C("spaces_before_property_name", "parser/whitespace.in", "test4.c", "key=value"),
        C("spaces_after_property_value", "parser/whitespace.in", "test5.c", "key=value"),
        C("blank_lines_between_properties_ML", "parser/whitespace.in", "test6.c", "key1=value1", "key2=value2"),
        C("spaces_in_section_name", "parser/whitespace.in", " test 7 ", "key=value"),
        C("spaces_before_section_name", "parser/whitespace.in", "test8.c", "key=value"),
        C("spaces_after_section_name", "parser/whitespace.in", "test9.c", "key=value"),
        C("spaces_before_middle_property_ML", "parser/whitespace.in", "test10.c",
          "key1=value1", "key2=value2", "key3=value3"),
        C("comment_before_props", "parser/comments.in", "test3.c", "key=value"),
        C("comment_between_props_ML", "parser/comments.in", "test4.c", "key1=value1", "key2=value2"),
        C("semicolon_or_hash_in_property", "parser/comments.in", "test5.c",
          "key1=value; not comment", "key2=value # not comment"),
        C("backslashed_semicolon_or_hash_in_property", "parser/comments.in", "test6.c",
          #"key1=value \; not comment"#, ##"key2=value \# not comment"##),
        C("escaped_semicolon_in_section", "parser/comments.in", "test;.c", "key=value"),
        C("octothorpe_comment_before_props", "parser/comments.in", "test9.c", "key=value"),
        C("octothorpe_comment_between_props_ML", "parser/comments.in", "test10.c", "key1=value1", "key2=value2"),
        C("octothorpe_in_value", "parser/comments.in", "test11.c", "key=value# not comment"),
        C("escaped_octothorpe_in_section", "parser/comments.in", "test#.c", "key=value"),
        C("bom_at_head", "parser/bom.in", "a.c", "key=value"),
        C("crlf_linesep", "parser/crlf.in", "a.c", "key=value"),
        C("min_supported_key_length", "parser/limits.in", "test1", String(repeating: "a", count: 1024) + "=v1024"),
        C("min_supported_value_length", "parser/limits.in", "test2", "k4096=" + String(repeating: "a", count: 4096)),
        C("min_supported_section_name_length", "parser/limits.in", "test3", "k1024=v1024"),
        C("empty_editorconfig_file", "parser/empty.in", "test4"),
        C("newlines_only_editorconfig_file", "parser/newlines_only.in", "test4"),
        C("comments_only_editorconfig_file", "parser/comments_only.in", "test4"),
        C("comments_and_newlines_editorconfig_file", "parser/comments_and_newlines.in", "test4"),
    ]

    /// Cases for two files of the suite whose CMake rows were not available (see
    /// EditorConfigCoreTests.swift); the answers follow the specification's wording.
    static let specification: [C] = [
        C("empty_values (spec)", "parser/empty_values.in", "test1", "key1=", "key2=", "key3="),
        C("leading_slash (spec)", "parser/leading_slash.in", "test1/file.java", "key1=val1", "key2=val2", "key3=val3"),
        C("leading_slash rb (spec)", "parser/leading_slash.in", "test1/file.rb", "key1=val1", "key2=val2", "key3=val3"),
        C("leading_slash no folder (spec)", "parser/leading_slash.in", "file.js", "key3=val3"),
        C("leading_slash deeper (spec)", "parser/leading_slash.in", "x/test1/file.js", "key3=val3"),
    ]

    static let properties: [C] = [
        C("tab_width_default_ML", "properties/tab_width_default.in", "test.c",
          "indent_size=4", "indent_style=space", "tab_width=4"),
        C("tab_width_default_indent_size_tab_ML", "properties/tab_width_default.in", "test2.c",
          "indent_size=tab", "indent_style=tab"),
        C("indent_size_default_ML", "properties/indent_size_default.in", "test.c", "indent_size=tab", "indent_style=tab"),
        C("indent_size_default_space", "properties/indent_size_default.in", "test2.c", "indent_style=space"),
        C("indent_size_default_with_tab_width_ML", "properties/indent_size_default.in", "test3.c",
          "indent_size=2", "indent_style=tab", "tab_width=2"),
        C("lowercase_values1_ML", "properties/lowercase_values.in", "test1.c", "end_of_line=crlf", "indent_style=space"),
        C("lowercase_values2_ML", "properties/lowercase_values.in", "test2.c",
          "charset=utf-8", "insert_final_newline=true", "trim_trailing_whitespace=false"),
        C("lowercase_values3", "properties/lowercase_values.in", "test3.c", "test_property=TestValue"),
        C("lowercase_names", "properties/lowercase_names.in", "test.c", "testproperty=testvalue"),
    ]

    /// cli/multiple_files_on_command_line asks for two files at once; here it is one lookup each.
    static let cliAndMeta: [C] = [
        C("multiple_files_on_command_line (file1.c)", "cli/cli.in", "file1.c", "key1=value1"),
        C("multiple_files_on_command_line (file2.cpp)", "cli/cli.in", "file2.cpp", "key2=value2"),
        C("meta_multiline", "meta/meta.in", "meta.c", "answer=42"),
    ]
}
