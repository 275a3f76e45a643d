extension ConformanceSamples {
    static let more: [ConformanceSample] = [cpp, sh, javascript, typescript, rust, go, swift, json, yaml, toml]

    static let cpp = ConformanceSample(language: "cpp", fileName: "sample.cpp", text: #"""
        #include <vector>
        // A C++ file with templates, raw strings and lambdas
        namespace app {
        template <typename T, class U = std::string>
        constexpr auto twice(T value) noexcept -> T { return value * 2; }
        class Widget final : public Base {
        public:
            explicit Widget(int n) : n_(n) {}
            virtual ~Widget() override = default;
        private:
            std::vector<int> items{1, 2, 3};
            static_assert(sizeof(int) == 4, "int is 4 bytes");
        };
        auto raw = R"delim(a raw "string" with )" inside)delim";
        auto lam = [&](auto x) mutable { return x + 0b1010'1010 + 1'000'000ULL; };
        auto s = u8"utf8" L"wide" u'c' nullptr;
        } // namespace app
        """#)

    static let sh = ConformanceSample(language: "sh", fileName: "sample.sh", text: #"""
        #!/bin/sh
        # comment with $VAR not expanded
        set -eu
        name="world ${USER:-nobody} $(date +%Y) `uname`"
        echo 'single $quoted' "double $name \"esc\"" > /dev/null 2>&1
        cat <<EOF
        heredoc $name line
          indented $(echo cmd)
        EOF
        cat <<-'RAW'
        \traw $not_expanded
        \tRAW
        for i in 1 2 3; do
            case "$i" in
                1|2) echo "small" ;;
                *) echo "big" ;;
            esac
        done
        if [ -n "$name" ] && [[ $i -gt 2 ]]; then arr=(a b c); echo ${arr[1]} ${#arr[@]}; fi
        function f() { local x=$((1 + 2 * 3)); return $x; }
        """#.replacingTabs)

    static let javascript = ConformanceSample(language: "js", fileName: "sample.js", text: #"""
        // JavaScript with regex literals, templates and classes
        'use strict';
        import { a, b as c } from './module.js';
        const re = /ab+c\/[a-z]*/gi, half = x / 2 / y;
        let tpl = `template ${a + `nested ${b}`} text
        second line`;
        /* block
           comment */
        class Point extends Base {
          static #count = 0;
          constructor(x = 0, y = 0) { super(); this.x = x; }
          get len() { return Math.sqrt(this.x ** 2); }
          async *gen() { yield await fetch("url\n"); }
        }
        export default function (n) { return n?.value ?? 0x1F + 1e3 + 10n; }
        label: for (const k of [1, 2]) { if (k === 2) break label; else continue; }
        """#)

    static let typescript = ConformanceSample(language: "typescript", fileName: "sample.ts", text: #"""
        // TypeScript: types, generics, decorators
        interface Shape<T extends object = {}> {
          readonly id: number;
          name?: string;
          [key: string]: unknown;
        }
        type Pair<A, B> = [A, B] | null;
        enum Color { Red = 1, Green = "g" }
        @Component({ selector: 'app' })
        export class Box<T> implements Shape<T> {
          private items: Array<T> = [];
          constructor(public readonly id: number) {}
          add(item: T): this { this.items.push(item as T); return this; }
        }
        declare module "lib" { export function f(x: number): void; }
        const n = <number>value satisfies number;
        let s = `count: ${items.length}`;
        """#)

    static let rust = ConformanceSample(language: "rust", fileName: "sample.rs", text: ##"""
        //! Crate docs
        /* nested /* block */ comment */
        use std::collections::HashMap;
        #[derive(Debug, Clone)]
        pub struct Point<'a, T: Copy> { x: T, name: &'a str }
        impl<'a, T: Copy> Point<'a, T> {
            /// Doc comment
            pub fn new(x: T) -> Self { Point { x, name: "p\n" } }
        }
        fn main() {
            let raw = r#"raw "string" here"#;
            let bytes = b"bytes\x00"; let ch = 'c'; let esc = '\'';
            let n: u64 = 0xFF_u64 + 1_000i32 as u64 + 3.5e2f64 as u64;
            let v = vec![1, 2, 3];
            macro_rules! sq { ($x:expr) => { $x * $x }; }
            match v.len() { 0 => println!("empty {}", n), _ => {} }
            unsafe { let p = &mut *ptr; }
        }
        """##)

    static let go = ConformanceSample(language: "go", fileName: "sample.go", text: #"""
        // Package main does things.
        package main

        import (
            "fmt"
            str "strings"
        )

        /* block comment */
        type Thing struct {
            Name string `json:"name"`
            n    int
        }

        func (t *Thing) Do(ch chan<- int, xs ...float64) (int, error) {
            raw := `raw
        string`
            r := 'x' + '\n'
            defer fmt.Println("done\t", raw, r, 0x1f, 1e9, 07, 3i)
            go func() { select { case v := <-c: _ = v; default: } }()
            return len(xs), nil
        }
        """#)

    static let swift = ConformanceSample(language: "swift", fileName: "sample.swift", text: ##"""
        import Foundation
        /* block /* nested */ still comment */
        /// Documentation
        @available(macOS 10.15, *)
        public struct Point<T: Numeric>: Equatable {
            var x: T = 0
            let label = "point \(x) and \(label.count)"
            static func make() throws -> Point? { nil }
        }
        let multi = """
            multi-line \(1 + 2)
            string
            """
        let raw = #"raw \#(interp) "quotes""#
        let n = 0x1F + 0b101 + 1_000 + 3.14e-2
        guard let p = try? Point<Int>.make() else { fatalError("no") }
        switch n { case 0..<10: break; default: print(#file, #line) }
        """##)

    static let json = ConformanceSample(language: "json", fileName: "sample.json", text: #"""
        {
          "name": "dent",
          "version": 1.5e3,
          "nested": { "list": [true, false, null, -12, "esc \" \u00e9 \n"] },
          "empty": {}, "arr": []
        }
        """#)

    static let yaml = ConformanceSample(language: "yaml", fileName: "sample.yaml", text: #"""
        %YAML 1.2
        ---
        # comment
        key: value
        "quoted key": 'single ''quoted'''
        list:
          - item one
          - &anchor {a: 1, b: [x, y]}
          - *anchor
        block: |
          literal text
          more: not a key
        folded: >-
          folded text
        number: 0x1F
        date: 2001-12-14t21:59:43.10-05:00
        tagged: !!str 123
        ...
        """#)

    static let toml = ConformanceSample(language: "toml", fileName: "sample.toml", text: #"""
        # TOML document
        title = "TOML \"Example\""
        [owner]
        name = 'Tom'
        dob = 1979-05-27T07:32:00-08:00
        [database.settings]
        ports = [ 8000, 8001, 8002 ]
        enabled = true
        ratio = +1.5e-3
        hex = 0xDEAD_BEEF
        multi = """
        several
        lines"""
        literal = '''C:\path'''
        [[products]]
        inline = { x = 1, y = "two" }
        """#)
}

extension String {
    /// Each `\t` written as backslash and t turned into a tab: a Makefile's recipes and `<<-`
    /// heredocs need real tabs, which the editor of these sources might not keep.
    var replacingTabs: String {
        var out = ""
        var previous: Character?
        for char in self {
            if previous == "\\" {
                out.append(char == "t" ? "\t" : "\\")
                if char != "t" { out.append(char) }
                previous = nil
                continue
            }
            if char == "\\" {
                previous = char
                continue
            }
            out.append(char)
            previous = char
        }
        if previous == "\\" { out.append("\\") }
        return out
    }
}
