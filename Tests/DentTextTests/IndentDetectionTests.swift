import Testing
@testable import DentText

/// Indentation detection on a corpus of small files shaped like real ones.
@Suite struct IndentDetectionTests {
    static let corpus: [(name: String, text: String, expected: IndentStyle?)] = [
        ("Go", "package main\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println(i)\n\t}\n}\n", .tabs),
        ("Makefile", "all: app\n\napp: main.o\n\tcc -o app main.o\n\nclean:\n\trm -f app main.o\n", .tabs),
        ("Linux C", "static int f(int x)\n{\n\tif (x)\n\t\treturn 1;\n\treturn 0;\n}\n", .tabs),
        ("GNU C", "int\nmain (void)\n{\n  if (x)\n    {\n      foo ();\n      bar ();\n    }\n  return 0;\n}\n", .spaces(2)),
        ("GNU C with tabs for 8", "int\nf (void)\n{\n  if (x)\n    {\n      if (y)\n\tbaz ();\n    }\n  return 0;\n}\n", .spaces(2)),
        ("Python", "class A:\n    def f(self):\n        if x:\n            return 1\n        return 2\n", .spaces(4)),
        ("Python with a docstring", "def f():\n    \"\"\"Doc.\n\n    More.\n    \"\"\"\n    return 1\n", .spaces(4)),
        ("YAML", "a:\n  b:\n    c: 1\n  d: 2\nlist:\n  - x\n  - y\n", .spaces(2)),
        ("JSON", "{\n  \"a\": {\n    \"b\": [1, 2]\n  },\n  \"c\": null\n}\n", .spaces(2)),
        ("JavaScript with JSDoc", "/**\n * Adds.\n * @param {number} a\n */\nfunction add(a, b) {\n    if (a) {\n        return a + b;\n    }\n    return b;\n}\n", .spaces(4)),
        ("TypeScript, 2 spaces, JSDoc", "export class A {\n  /**\n   * Says hi.\n   */\n  hi(): void {\n    console.log('hi');\n  }\n}\n", .spaces(2)),
        ("Java, 4 spaces", "public class A {\n    public static void main(String[] a) {\n        System.out.println(1);\n    }\n}\n", .spaces(4)),
        ("Ruby, 2 spaces", "class A\n  def f\n    if x\n      1\n    end\n  end\nend\n", .spaces(2)),
        ("Lisp-like, 3 spaces", "begin\n   step one\n   nested\n      deeper\n      deeper\n   back\nend\n", .spaces(3)),
        ("8 spaces, twice", "a:\n        b\nc:\n        d\n", .spaces(8)),
        ("one deep line", "if a:\n        b = 1\n", nil),
        ("HTML, 2 spaces", "<html>\n  <body>\n    <p>hi</p>\n  </body>\n</html>\n", .spaces(2)),
        ("Rust, 4 spaces", "fn main() {\n    let x = 1;\n    if x > 0 {\n        println!(\"{}\", x);\n    }\n}\n", .spaces(4)),
        ("shell with tabs", "case $1 in\na)\n\techo a\n\t;;\nesac\n", .tabs),
        ("one line", "hello world\n", nil),
        ("empty", "", nil),
        ("only blank lines", "\n\n   \n\t\n", nil),
        ("CRLF, 4 spaces", "def f():\r\n    return 1\r\n    pass\r\n", .spaces(4)),
        ("mixed, tabs outnumber", "a\n\tb\n\tc\n    d\n", .tabs),
    ]

    @Test(arguments: corpus.indices)
    func detectsTheStyleOfEachFile(index: Int) {
        let sample = IndentDetectionTests.corpus[index]
        #expect(IndentStyle.detected(in: TextBuffer(sample.text)) == sample.expected, "\(sample.name)")
    }

    /// Only a line's first `prefixLength` bytes are read: a long line still votes by its
    /// indentation, and one indented deeper than that counts as blank.
    @Test func longLinesAreJudgedByTheirStart() {
        let long = String(repeating: "x", count: 5_000)
        #expect(IndentStyle.detected(in: TextBuffer("a\n   \(long)\nb\n   c\n")) == .spaces(3))
        let deep = String(repeating: " ", count: IndentStyle.prefixLength) + "x"
        #expect(IndentStyle.detected(in: TextBuffer("a\n\(deep)\n\tb\n")) == .tabs, "the deep line is not a space-indented vote")
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(IndentDetectionTests.corpus.count >= 20)
    }
}
