/// The sizes of the figures `Figures.fixed` runs once: their usual sizes, or all of them at
/// `--size MB` (CI runs every figure at 1 MB in a debug build, so a figure that traps fails CI
/// without a release build's minutes).
struct FixedScale {
    /// What the regex engines search (`regex-*-50mb`).
    var regexMB = 50
    /// The file find searches, its match half-way (`find-*-50mb`).
    var findMB = 100
    /// The editor figures' document (typing, indenting).
    var editorMB = 10
    /// Lines the selection figures indent.
    var selectedLines = 100_000
    /// The one-line texts typed into (issue 53: 5 MB and 20 MB).
    var longLinesMB = [5, 20]
    /// Matches the replace figures replace (about 6,400 a megabyte of the generated code).
    var replacements = 100_000
    /// The highlighted C file of the `/*`, jump and paging figures.
    var syntaxMB = 100
    /// Keys each keys-that-read-the-code figure presses (`indent-key-*`); its figure is given
    /// for 1,000 whatever the count.
    var indentKeys = 1_000

    static let usual = FixedScale()

    /// A count as figure names write it: 100000 is "100k".
    static func short(_ count: Int) -> String {
        count >= 1000 && count % 1000 == 0 ? "\(count / 1000)k" : "\(count)"
    }

    /// Every text `sizeMB`, counts cut to what such a text holds.
    static func all(sizeMB: Int) -> FixedScale {
        FixedScale(regexMB: sizeMB, findMB: sizeMB, editorMB: sizeMB,
                   selectedLines: Swift.min(100_000, sizeMB * 10_000), longLinesMB: [sizeMB], replacements: Swift.min(100_000, sizeMB * 6_000), syntaxMB: sizeMB,
                   indentKeys: sizeMB >= 10 ? 1_000 : 100)
    }
}
