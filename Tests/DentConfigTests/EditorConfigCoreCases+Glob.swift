/// glob/CMakeLists.txt of editorconfig-core-test, one row per `new_ec_test` call.
enum EditorConfigGlobCases {
    typealias C = EditorConfigCoreCase

    static let star: [C] = [
        C("star_single_ML", "glob/star.in", "ace.c", "key=value", "keyc=valuec"),
        C("star_zero_ML", "glob/star.in", "ae.c", "key=value", "keyc=valuec"),
        C("star_multiple_ML", "glob/star.in", "abcde.c", "key=value", "keyc=valuec"),
        C("star_over_slash", "glob/star.in", "a/e.c", "keyc=valuec"),
        C("star_after_slash_ML", "glob/star.in", "Bar/foo.txt", "keyb=valueb", "keyc=valuec"),
        C("star_matches_dot_file_after_slash_ML", "glob/star.in", "Bar/.editorconfig", "keyb=valueb", "keyc=valuec"),
        C("star_matches_dot_file", "glob/star.in", ".editorconfig", "keyc=valuec"),
        // Reconstructed (see EditorConfigCoreTests.swift): `Bar/*` is anchored, so not below bat/.
        C("star_after_slash_ML_in_subdir", "glob/star.in", "bat/Bar/foo.txt", "keyc=valuec"),
        C("question_single", "glob/question.in", "some.c", "key=value"),
        C("question_zero", "glob/question.in", "som.c"),
        C("question_multiple", "glob/question.in", "something.c"),
        C("question_slash", "glob/question.in", "som/.c"),
    ]

    static let brackets: [C] = [
        C("brackets_close_inside", "glob/brackets.in", "].g", "close_inside=true"),
        C("brackets_close_outside", "glob/brackets.in", "b].g", "close_outside=true"),
        C("brackets_nclose_inside", "glob/brackets.in", "c.g", "close_inside=false"),
        C("brackets_nclose_outside", "glob/brackets.in", "c].g", "close_outside=false"),
        C("brackets_choice", "glob/brackets.in", "a.a", "choice=true"),
        C("brackets_choice2", "glob/brackets.in", "c.a"),
        C("brackets_nchoice", "glob/brackets.in", "c.b", "choice=false"),
        C("brackets_nchoice2", "glob/brackets.in", "a.b"),
        C("brackets_range", "glob/brackets.in", "f.c", "range=true"),
        C("brackets_range2", "glob/brackets.in", "h.c"),
        C("brackets_nrange", "glob/brackets.in", "h.d", "range=false"),
        C("brackets_nrange2", "glob/brackets.in", "f.d"),
        C("brackets_range_and_choice", "glob/brackets.in", "e.e", "range_and_choice=true"),
        C("brackets_choice_with_dash", "glob/brackets.in", "-.f", "choice_with_dash=true"),
        C("brackets_slash_inside1", "glob/brackets.in", "ab/cd.i"),
        C("brackets_slash_inside2", "glob/brackets.in", "abecd.i"),
        C("brackets_slash_inside3", "glob/brackets.in", "ab[e/]cd.i", "slash_inside=true"),
        C("brackets_slash_inside4", "glob/brackets.in", "ab[/c", "slash_half_open=true"),
    ]

    static let starStar: [C] = [
        C("utf_8_char", "glob/utf8char.in", "中文.txt", "key=value"),
        C("star_star_over_separator1", "glob/star_star.in", "a/z.c", "key1=value1"),
        C("star_star_over_separator2", "glob/star_star.in", "amnz.c", "key1=value1"),
        C("star_star_over_separator3", "glob/star_star.in", "am/nz.c", "key1=value1"),
        C("star_star_over_separator4", "glob/star_star.in", "a/mnz.c", "key1=value1"),
        C("star_star_over_separator5", "glob/star_star.in", "amn/z.c", "key1=value1"),
        C("star_star_over_separator6", "glob/star_star.in", "a/mn/z.c", "key1=value1"),
        C("star_star_over_separator7", "glob/star_star.in", "b/z.c", "key2=value2"),
        C("star_star_over_separator8", "glob/star_star.in", "b/mnz.c", "key2=value2"),
        C("star_star_over_separator9", "glob/star_star.in", "b/mn/z.c", "key2=value2"),
        C("star_star_over_separator10", "glob/star_star.in", "bmnz.c"),
        C("star_star_over_separator11", "glob/star_star.in", "bm/nz.c"),
        C("star_star_over_separator12", "glob/star_star.in", "bmn/z.c"),
        C("star_star_over_separator13", "glob/star_star.in", "c/z.c", "key3=value3"),
        C("star_star_over_separator14", "glob/star_star.in", "cmn/z.c", "key3=value3"),
        C("star_star_over_separator15", "glob/star_star.in", "c/mn/z.c", "key3=value3"),
        C("star_star_over_separator16", "glob/star_star.in", "cmnz.c"),
        C("star_star_over_separator17", "glob/star_star.in", "cm/nz.c"),
        C("star_star_over_separator18", "glob/star_star.in", "c/mnz.c"),
        C("star_star_over_separator19", "glob/star_star.in", "d/z.c", "key4=value4"),
        C("star_star_over_separator20", "glob/star_star.in", "d/mn/z.c", "key4=value4"),
        C("star_star_over_separator21", "glob/star_star.in", "dmnz.c"),
        C("star_star_over_separator22", "glob/star_star.in", "dm/nz.c"),
        C("star_star_over_separator23", "glob/star_star.in", "d/mnz.c"),
        C("star_star_over_separator24", "glob/star_star.in", "dmn/z.c"),
    ]
}
