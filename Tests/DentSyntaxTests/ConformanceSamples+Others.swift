extension ConformanceSamples {
    static let others: [ConformanceSample] = [markdown, html, css, makefile, diff, xml, ruby, perl, php, latex, sql,
                                              lua, java, csharp, haskell, d]

    static let markdown = ConformanceSample(language: "markdown", fileName: "sample.md", text: #"""
        # Title with *emphasis*
        Setext heading
        ==============
        Some **bold**, _italic_, `code`, [a link](http://example.com "title") and ![img](a.png).
        > a quote
        > with two lines

        * item one
        * item two
          1. nested

        ```python
        def fenced():
            return "code"
        ```

            indented code block
        <div>inline html</div>
        ---
        Autolink <http://example.com> and footnote[^1].
        [^1]: The note.
        """#)

    static let html = ConformanceSample(language: "html", fileName: "sample.html", text: #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
          <!-- a comment -->
          <meta charset="utf-8">
          <style type="text/css">
            body { color: #333; margin: 0 auto; }
            /* css comment */
            a:hover { background: url("x.png") !important; }
          </style>
          <script>
            // js inside html
            var x = "</b>" + 1; if (x < 2) { alert('hi'); }
          </script>
        </head>
        <body onload="init()">
          <p class='x' id=main>Text &amp; entity &#169; <br/> <a href="http://x">link</a></p>
        </body>
        </html>
        """#)

    static let css = ConformanceSample(language: "css", fileName: "sample.css", text: #"""
        @charset "utf-8";
        @import url("base.css") screen;
        /* comment */
        :root { --main-color: #06c; }
        body > p.intro::first-line, a[href^="http"]:not(.x) {
          color: var(--main-color);
          font: italic bold 12px/30px Georgia, serif;
          margin: -1.5em 0 calc(100% - 10px);
          background: rgba(0, 0, 0, .5) url(img.png) no-repeat !important;
        }
        @media (max-width: 600px) { .a { display: none } }
        @keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }
        """#)

    static let makefile = ConformanceSample(language: "makefile", fileName: "Makefile", text: #"""
        # Makefile comment
        CC ?= gcc
        CFLAGS := -O2 -Wall $(EXTRA)
        SRC = $(wildcard *.c) \
              extra.c
        .PHONY: all clean
        all: prog
        prog: $(SRC:.c=.o)
        \t$(CC) $(CFLAGS) -o $@ $^
        %.o: %.c
        \t@echo "compiling $<"; $(CC) -c $< -o $@
        ifeq ($(DEBUG),1)
        CFLAGS += -g
        endif
        clean:
        \trm -f *.o prog # remove
        include config.mk
        """#.replacingTabs)

    static let diff = ConformanceSample(language: "diff", fileName: "sample.diff", text: #"""
        diff --git a/file.c b/file.c
        index 83db48f..bf269f4 100644
        --- a/file.c
        +++ b/file.c
        @@ -1,5 +1,6 @@ int main()
         unchanged line
        -removed line
        +added line
        +another added
         context
        \ No newline at end of file
        Only in dir: file
        """#)

    static let xml = ConformanceSample(language: "xml", fileName: "sample.xml", text: #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE note SYSTEM "note.dtd">
        <!-- comment -->
        <root xmlns:x="urn:x" attr='single'>
          <x:child id="1">text &lt; &amp; &#x41;</x:child>
          <![CDATA[ raw <data> here ]]>
          <?processing instruction?>
          <empty/>
          <multi
             a="1"
             b="2">content</multi>
        </root>
        """#)

    static let ruby = ConformanceSample(language: "ruby", fileName: "sample.rb", text: #"""
        # Ruby sample
        require 'json'
        module Greeter
          class Person < Struct
            attr_accessor :name
            def initialize(name = "anon", *rest, **opts, &block)
              @name = name; @@count ||= 0; $global = nil
              puts "Hello, #{@name.upcase} #{1 + 2}!"
              re = /\d+(?:\.\d+)?/i =~ 'x'
              sym = :symbol; h = { key: 1, 'k' => 2 }
              text = <<~HEREDOC
                heredoc #{name}
              HEREDOC
              %w[a b c].each { |x| yield x if block_given? }
            end
          end
        end
        =begin
        block comment
        =end
        """#)

    static let perl = ConformanceSample(language: "perl", fileName: "sample.pl", text: #"""
        #!/usr/bin/perl
        use strict; use warnings;
        # comment
        my ($x, @list, %hash) = (1, (2, 3), (a => 1));
        my $str = "interpolated $x and @{[ scalar @list ]}\n";
        my $re = qr/^\s*(\w+)$/i;
        if ($str =~ m{pat+ern}x and $str !~ s/a/b/g) { print STDERR 'single'; }
        print <<"END";
        heredoc $x
        END
        print <<'RAW';
        raw $x
        RAW
        my @w = qw(one two three);
        sub f { my $self = shift; return $self->{key} // 0x1f; }

        =pod

        Documentation

        =cut

        __END__
        trailing data
        """#)

    static let php = ConformanceSample(language: "php", fileName: "sample.php", text: #"""
        <html><body>
        <?php
        // PHP comment
        namespace App;
        /** Doc block */
        class User extends Model implements JsonSerializable {
            private static $count = 0;
            public function __construct(private string $name = "x") {}
            public function greet(): string {
                $s = "Hello {$this->name} and $var[0]\n";
                $t = 'single \' quote';
                $h = <<<EOT
                heredoc $s
                EOT;
                return $s . $t ?? null;
            }
        }
        # hash comment
        echo 0x1F + 1.5e3, PHP_EOL;
        ?>
        <p>after</p>
        </body></html>
        """#)

    static let latex = ConformanceSample(language: "latex", fileName: "sample.tex", text: #"""
        \documentclass[a4paper]{article}
        % a comment
        \usepackage{amsmath}
        \begin{document}
        \section{Intro} \label{sec:intro}
        Text with $x^2 + \alpha$ inline math and \emph{emphasis}.
        \[ \int_0^1 f(x)\,dx \]
        \begin{equation}
          E = mc^2 % comment in math
        \end{equation}
        \begin{verbatim}
        \not a command
        \end{verbatim}
        See \ref{sec:intro} and \cite{key}. \\ \% escaped
        \end{document}
        """#)

    static let sql = ConformanceSample(language: "sql", fileName: "sample.sql", text: #"""
        -- SQL comment
        /* block
           comment */
        CREATE TABLE users (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name VARCHAR(255) NOT NULL DEFAULT 'anon',
          created TIMESTAMP DEFAULT CURRENT_TIMESTAMP
        );
        SELECT u.name, COUNT(*) AS n FROM users u
        LEFT JOIN orders o ON o.user_id = u.id
        WHERE u.name LIKE 'a%' AND o.total > 10.5 OR u.id IN (1, 2)
        GROUP BY u.name HAVING n >= 2 ORDER BY n DESC;
        INSERT INTO t VALUES ('it''s', NULL, TRUE);
        """#)

    static let lua = ConformanceSample(language: "lua", fileName: "sample.lua", text: #"""
        -- Lua comment
        --[[ block
        comment ]]
        --[==[ level two ]] still ]==]
        local function greet(name, ...)
          local s = "hello " .. name .. '\n'
          local long = [[long
        string]]
          local t = { 1, 2, key = "v", [3] = 0x1F, n = 1.5e3 }
          for i = 1, #t do print(i) end
          if s ~= nil and not false then return s else return nil end
          while true do break end
          repeat local x = 1 until x == 1
          goto done ::done::
        end
        """#)

    static let java = ConformanceSample(language: "java", fileName: "Sample.java", text: #"""
        package com.example;
        import java.util.*;
        /** Javadoc with {@link List} and @param tags */
        @SuppressWarnings("unchecked")
        public final class Sample<T extends Comparable<T>> implements Runnable {
            private static final long N = 0x1FL + 1_000 + 3.14e-2f + 'c' + '\u0041';
            // line comment
            @Override public synchronized void run() throws Exception {
                String s = "text \"quoted\"" + null + true;
                var text = """
                    text block
                    """;
                for (int i = 0; i < 10; i++) { if (i instanceof Integer) continue; }
                try { throw new RuntimeException(); } catch (Exception e) {} finally {}
            }
        }
        """#)

    static let csharp = ConformanceSample(language: "c-sharp", fileName: "Sample.cs", text: #"""
        using System;
        // comment
        /* block */
        /// <summary>Doc</summary>
        namespace App {
          #region Stuff
          public sealed class Thing<T> : IDisposable where T : class {
            private readonly int n = 0x1F + 10_000 + 3.5e2;
            public string Name { get; set; } = @"verbatim ""string"" \n";
            public async Task<int> RunAsync(ref int x, out int y) {
              var s = $"interp {x} {{braces}}";
              char c = '\n'; y = default; await Task.Delay(1);
              return x is int ? 1 : 0;
            }
            public void Dispose() { }
          }
          #endregion
        }
        """#)

    static let haskell = ConformanceSample(language: "haskell", fileName: "sample.hs", text: #"""
        {-# LANGUAGE OverloadedStrings #-}
        -- | Module docs
        module Main (main) where
        import qualified Data.Map as M
        {- block {- nested -} comment -}
        data Shape = Circle Double | Rect { w :: Double, h :: Double } deriving (Show, Eq)
        class Area a where
          area :: a -> Double
        main :: IO ()
        main = do
          let xs = [1, 2 .. 10] :: [Int]
              s = "string \"esc\" \n" ++ show 'c' ++ show '\''
          print $ map (\x -> x * 2 + 0x1F) xs
          case xs of { [] -> return (); (y:_) -> print y }
        """#)

    static let d = ConformanceSample(language: "d", fileName: "sample.d", text: #"""
        module app;
        import std.stdio;
        /+ nested /+ comment +/ still +/
        /** ddoc */
        void main(string[] args) {
            auto s = "string\n" ~ r"wysiwyg\n" ~ `backtick` ~ q{token string};
            int n = 0x1F + 0b101 + 1_000 + 3.5e2 + 'c';
            foreach (i, a; args) { writeln(i, a); }
            static if (is(typeof(n) == int)) { assert(n > 0); }
        }
        """#)
}
