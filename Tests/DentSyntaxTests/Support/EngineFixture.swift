/// A small language (or a few) written in a test, a text, and the runs of each of its lines as
/// "text=style" pairs. `FixtureConformanceTests` also checks every fixture against
/// GtkSourceView itself, so an expectation here is never just what the engine happens to do.
struct EngineFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var specs: [String: String]
    var language = "t"
    var text: String
    var expected: [String]
    var testDescription: String { name }

    /// A version 2.0 spec: `styles` as "id" or "id>map-to", `head` before `<definitions>`.
    static func spec(_ id: String, styles: [String], head: String = "", _ definitions: String) -> String {
        let styleLines = styles.map { style -> String in
            let parts = style.split(separator: ">", maxSplits: 1).map(String.init)
            let mapTo = parts.count > 1 ? " map-to=\"\(parts[1])\"" : ""
            return "    <style id=\"\(parts[0])\" name=\"\(parts[0])\"\(mapTo)/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="\(id)" name="\(id)" version="2.0" _section="Other">
              <styles>
            \(styleLines.joined(separator: "\n"))
              </styles>
            \(head)
              <definitions>
            \(definitions)
              </definitions>
            </language>
            """
    }

    /// A fixture whose language `t` has `styles` and these definitions inside its main context.
    static func main(_ name: String, styles: [String], head: String = "", outside: String = "", _ inside: String,
                     text: String, expected: [String]) -> EngineFixture {
        EngineFixture(name: name, specs: ["t": spec("t", styles: styles, head: head, """
            \(outside)
            <context id="t">
              <include>
            \(inside)
              </include>
            </context>
            """)], text: text, expected: expected)
    }
}

import Testing
