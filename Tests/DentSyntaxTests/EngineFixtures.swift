/// One fixture or more per construct of the `.lang` format (EngineTests checks each, and
/// FixtureConformanceTests checks each against GtkSourceView).
enum EngineFixtures {
    static let all: [EngineFixture] = [
        keywords, container, styleInside, subPatterns, extendParentFalse, extendParentTrue, endParentSimple,
        endParentContainer, endAtLineEnd, firstLineOnly, onceOnly, ignoreStyle, overrideStyle, regexes,
        startReference, startReferenceByNumber, regexOptions, replace, otherLanguage, byteOrderMark,
        emptyMatches, emptyContainerAtLineEnd, replaceOrder,
    ]

    static let keywords = EngineFixture.main("keywords with prefix and suffix", styles: ["keyword", "number"], #"""
        <context id="kw" style-ref="keyword">
          <prefix>(?&lt;![\w.])</prefix>
          <suffix>(?![\w.])</suffix>
          <keyword>if</keyword>
          <keyword>else</keyword>
        </context>
        <context id="num" style-ref="number"><match>[0-9]+</match></context>
        """#, text: "if x.if else1 else 42", expected: ["if=t:keyword 1=t:number else=t:keyword 42=t:number"])

    static let container = EngineFixture.main("a container over lines", styles: ["comment", "todo"], #"""
        <context id="comment" style-ref="comment">
          <start>/\*</start>
          <end>\*/</end>
          <include><context id="todo" style-ref="todo"><match>TODO</match></context></include>
        </context>
        """#, text: "a /* b TODO\nc */ d /**/", expected: ["/* b =t:comment TODO=t:todo", "c */=t:comment /**/=t:comment"])

    static let styleInside = EngineFixture.main("style-inside and sub-patterns at start and end", styles: ["string", "quote"], #"""
        <context id="str" style-ref="string" style-inside="true">
          <start>"</start>
          <end>"</end>
          <include>
            <context sub-pattern="0" where="start" style-ref="quote"/>
            <context sub-pattern="0" where="end" style-ref="quote"/>
          </include>
        </context>
        """#, text: "x \"ab\" y \"c\nd\"", expected: ["\"=t:quote ab=t:string \"=t:quote \"=t:quote c=t:string",
                                                     "d=t:string \"=t:quote"])

    static let subPatterns = EngineFixture.main("sub-patterns by name and number", styles: ["variable", "operator", "value"], #"""
        <context id="assign">
          <match>(?P&lt;name&gt;\w+)\s*(=)\s*(\w+)</match>
          <include>
            <context sub-pattern="name" style-ref="variable"/>
            <context sub-pattern="2" style-ref="operator"/>
            <context sub-pattern="3" style-ref="value"/>
          </include>
        </context>
        """#, text: "abc = 1;", expected: ["abc=t:variable ==t:operator 1=t:value"])

    /// A child that does not extend its parent is cut where the parent's end matches inside it.
    static let extendParentFalse = EngineFixture.main("extend-parent false", styles: ["string", "word"], #"""
        <context id="str" style-ref="string">
          <start>"</start>
          <end>"</end>
          <include><context id="word" style-ref="word" extend-parent="false"><match>[a-z"]+</match></context></include>
        </context>
        """#, text: "\"ab\"cd", expected: ["\"=t:string ab=t:word \"=t:string"])

    /// The same child extending its parent swallows the quote: the string goes on.
    static let extendParentTrue = EngineFixture.main("extend-parent true", styles: ["string", "word"], #"""
        <context id="str" style-ref="string">
          <start>"</start>
          <end>"</end>
          <include><context id="word" style-ref="word"><match>[a-z"]+</match></context></include>
        </context>
        """#, text: "\"ab\"cd\nx\"", expected: ["\"=t:string ab\"cd=t:word", "x\"=t:word"])

    static let endParentSimple = EngineFixture.main("end-parent on a simple context", styles: ["block", "stop"], #"""
        <context id="block" style-ref="block">
          <start>\[</start>
          <include><context id="stop" style-ref="stop" end-parent="true"><match>\]</match></context></include>
        </context>
        """#, text: "a [b] c [d\ne] f", expected: ["[b=t:block ]=t:stop [d=t:block", "e=t:block ]=t:stop"])

    static let endParentContainer = EngineFixture.main("end-parent on a container", styles: ["outer", "inner"], #"""
        <context id="outer" style-ref="outer">
          <start>&lt;</start>
          <include>
            <context id="inner" style-ref="inner" end-parent="true"><start>:</start><end>&gt;</end></context>
          </include>
        </context>
        """#, text: "<a:b> c <d", expected: ["<a=t:outer :b>=t:inner <d=t:outer"])

    /// A line comment ends at the line's end, but not while a string inside it that its
    /// ancestors cannot end is open (GtkSourceView's `check_line_end`).
    static let endAtLineEnd = EngineFixture.main("end-at-line-end", styles: ["comment", "todo", "string"], #"""
        <context id="line" style-ref="comment" end-at-line-end="true">
          <start>#</start>
          <include>
            <context id="todo" style-ref="todo"><match>TODO</match></context>
            <context id="q" style-ref="string"><start>"</start><end>"</end></context>
          </include>
        </context>
        """#, text: "x # a TODO\ny\n# \"abc\nnext\" x\nz",
        expected: ["# a =t:comment TODO=t:todo", "", "# =t:comment \"abc=t:string", "next\"=t:string  x=t:comment", ""])

    static let firstLineOnly = EngineFixture.main("first-line-only", styles: ["shebang"], #"""
        <context id="shebang" style-ref="shebang" first-line-only="true"><match>^#!.*</match></context>
        """#, text: "#!/bin/x\n#!/not", expected: ["#!/bin/x=t:shebang", ""])

    /// Once in each context: the main one, and each box.
    static let onceOnly = EngineFixture.main("once-only", styles: ["head", "box"], outside: #"""
        <context id="head" style-ref="head" once-only="true"><match>head</match></context>
        """#, #"""
        <context ref="head"/>
        <context id="box" style-ref="box">
          <start>\{</start>
          <end>\}</end>
          <include><context ref="head"/></include>
        </context>
        """#, text: "head head {head\nhead} {head}", expected: ["head=t:head {=t:box head=t:head", "head}=t:box {=t:box head=t:head }=t:box"])

    /// `ignore-style` takes the style off the context and everything inside it, but not its
    /// sub-patterns.
    static let ignoreStyle = EngineFixture.main("ignore-style", styles: ["string", "escape", "quote"], outside: #"""
        <context id="str" style-ref="string">
          <start>"</start>
          <end>"</end>
          <include>
            <context sub-pattern="0" where="start" style-ref="quote"/>
            <context id="esc" style-ref="escape"><match>\\.</match></context>
          </include>
        </context>
        """#, #"""
        <context ref="str" ignore-style="true"/>
        """#, text: #"a "b\tc" d"#, expected: ["\"=t:quote"])

    static let overrideStyle = EngineFixture.main("a reference's own style", styles: ["string", "escape", "other"], outside: #"""
        <context id="str" style-ref="string">
          <start>"</start>
          <end>"</end>
          <include><context id="esc" style-ref="escape"><match>\\.</match></context></include>
        </context>
        """#, #"""
        <context ref="str" style-ref="other"/>
        """#, text: #"a "b\tc" d"#, expected: [#""b=t:other \t=t:escape c"=t:other"#])

    /// `define-regex` with `\%{id}` (also another language's), `\%[`/`\%]` and
    /// `<keyword-char-class>`.
    static let regexes = EngineFixture(name: "define-regex, boundaries, keyword-char-class", specs: [
        "t": EngineFixture.spec("t", styles: ["keyword", "function", "number", "link>u:base"],
                                head: #"<keyword-char-class>[\w-]</keyword-char-class>"#, #"""
            <define-regex id="ident">[a-z][a-z0-9-]*</define-regex>
            <define-regex id="call">\%{ident}\(</define-regex>
            <context id="t">
              <include>
                <context id="kw" style-ref="keyword"><match>\%[let\%]</match></context>
                <context id="call" style-ref="function"><match>\%{call}</match></context>
                <context id="num" style-ref="number"><match>#\%{u:digits}</match></context>
              </include>
            </context>
            """#),
        "u": EngineFixture.spec("u", styles: ["base"], #"""
            <define-regex id="digits">[0-9]+</define-regex>
            <context id="u"><include><context id="never"><match>$^</match></context></include></context>
            """#),
    ], text: "let-x let foo-bar( #12", expected: ["let=t:keyword foo-bar(=t:function #12=t:number"])

    /// `\%{name@start}`: the end is the start's group, escaped (the "." must not match "-").
    static let startReference = EngineFixture.main("start reference by name", styles: ["string"], #"""
        <context id="heredoc" style-ref="string">
          <start>&lt;&lt;(?P&lt;tag&gt;[A-Z.]+)</start>
          <end>^\%{tag@start}$</end>
        </context>
        """#, text: "<<A.B\nA-B\nA.B\nafter <<C\nC", expected: ["<<A.B=t:string", "A-B=t:string", "A.B=t:string",
                                                                "<<C=t:string", "C=t:string"])

    static let startReferenceByNumber = EngineFixture.main("start reference by number", styles: ["string"], #"""
        <context id="long" style-ref="string">
          <start>\[(=*)\[</start>
          <end>\]\%{1@start}\]</end>
        </context>
        """#, text: "[==[ a ]] b ]==] c [[x]]", expected: ["[==[ a ]] b ]==]=t:string [[x]]=t:string"])

    static let regexOptions = EngineFixture.main("regex options", styles: ["keyword", "number", "type", "string", "quote"],
                                                 head: #"<default-regex-options case-sensitive="false"/>"#, #"""
        <context id="kw" style-ref="keyword"><keyword>select</keyword></context>
        <context id="float" style-ref="number"><match extended="true">[0-9]+ \. [0-9]+  # a float</match></context>
        <context id="int" style-ref="type"><match case-sensitive="true">\bInt\b</match></context>
        <context id="quoted" style-ref="string">
          <match dupnames="true">(?&lt;q&gt;')[a-z]*'|(?&lt;q&gt;")[a-z]*"</match>
          <include><context sub-pattern="q" style-ref="quote"/></include>
        </context>
        """#, text: #"SELECT 1.5 Int int 'ab' "cd""#,
        expected: [#"SELECT=t:keyword 1.5=t:number Int=t:type '=t:quote ab'=t:string "=t:quote cd"=t:string"#])

    /// `<replace>` puts another context where a placeholder was; `original="true"` keeps the
    /// placeholder.
    static let replace = EngineFixture.main("replace and original", styles: ["word", "number"], outside: #"""
        <context id="hook"/>
        <context id="word" style-ref="word"><match>[a-z]+</match></context>
        <context id="numbers" style-ref="number">
          <start>\(</start><end>\)</end>
          <include><context ref="hook" original="true"/></include>
        </context>
        <replace id="t:hook" ref="word"/>
        """#, #"""
        <context ref="hook"/>
        <context ref="numbers"/>
        """#, text: "abc (def)", expected: ["abc=t:word (def)=t:number"])

    /// References into another language: one context, a whole main context (implicitly
    /// `:*`), and `t:*`, the children of this language's own main context.
    static let otherLanguage = EngineFixture(name: "references into another language", specs: [
        "t": EngineFixture.spec("t", styles: ["list"], #"""
            <context id="list" style-ref="list">
              <start>\[</start><end>\]</end>
              <include><context ref="t:*"/></include>
            </context>
            <context id="t">
              <include>
                <context ref="u:ustr"/>
                <context ref="u:u"/>
                <context ref="list"/>
              </include>
            </context>
            """#),
        "u": EngineFixture.spec("u", styles: ["num", "str"], #"""
            <context id="ustr" style-ref="str"><start>'</start><end>'</end></context>
            <context id="u"><include><context id="unum" style-ref="num"><match>[0-9]+</match></context></include></context>
            """#),
    ], text: "1 '2' [3 [4]] x", expected: ["1=u:num '2'=u:str [=t:list 3=u:num  [=t:list 4=u:num ]]=t:list"])

    /// GtkSourceView skips a byte order mark before the first line's patterns.
    static let byteOrderMark = EngineFixture.main("byte order mark", styles: ["shebang"], #"""
        <context id="shebang" style-ref="shebang" first-line-only="true"><match>^#!.*</match></context>
        """#, text: "\u{FEFF}#!/bin/x", expected: ["#!/bin/x=t:shebang"])

    /// Empty matches go nowhere unless they end the parent, and an empty container after an
    /// identical empty one is not made again (no endless loop).
    static let emptyMatches = EngineFixture.main("empty matches", styles: ["mark", "block"], #"""
        <context id="nothing" style-ref="mark"><match>(?=x)</match></context>
        <context id="block" style-ref="block">
          <start>(?=y)</start>
          <end>(?=y)</end>
        </context>
        <context id="paren" style-ref="block">
          <start>\(</start>
          <include><context id="close" end-parent="true"><match>(?=\))</match></context></include>
        </context>
        """#, text: "axb yy (a) ()", expected: ["(a=t:block (=t:block"])

    /// A container that starts and ends empty at a line's end is where the next line starts
    /// (GtkSourceView's lookup of the next line's state), except after the first line.
    static let emptyContainerAtLineEnd = EngineFixture.main("an empty container at a line's end", styles: ["z", "w"], #"""
        <context id="z" style-ref="z">
          <start>$</start>
          <end>$</end>
          <include><context id="w" style-ref="w"><match>[a-z]+</match></context></include>
        </context>
        """#, text: "ab\ncd\nef\ngh", expected: ["", "", "ef=t:w", "gh=t:w"])

    /// Two languages replace one context: the one parsed last wins, and a language is parsed
    /// where it is first named, so the main file's `<replace>` after its reference comes last.
    static let replaceOrder = EngineFixture(name: "replace order across languages", specs: [
        "t": EngineFixture.spec("t", styles: ["mine"], #"""
            <context id="mine" style-ref="mine"><match>x</match></context>
            <context id="t"><include><context ref="u:u"/></include></context>
            <replace id="u:hook" ref="t:mine"/>
            """#),
        "u": EngineFixture.spec("u", styles: ["theirs"], #"""
            <context id="hook"/>
            <context id="theirs" style-ref="theirs"><match>x</match></context>
            <context id="u"><include><context ref="hook"/></include></context>
            <replace id="u:hook" ref="u:theirs"/>
            """#),
    ], text: "x", expected: ["x=t:mine"])
}
