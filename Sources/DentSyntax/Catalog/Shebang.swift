/// The interpreter a `#!` line names (execve(2)'s interpreter script), as the name of a
/// command: `#!/bin/bash` → `bash`, `#!/usr/bin/env python3` → `python3`, `#!/usr/bin/env -S
/// perl -w` → `perl`. GIO's content-type sniffing (shared-mime-info's magic) reads the same line.
enum Shebang {
    static func interpreter(_ line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: [0x23, 0x21]) else { return nil }
        var words = FileStart.text(line.dropFirst(2)).split { $0 == " " || $0 == "\t" }.map(String.init)[...]
        guard var command = words.popFirst().map(baseName) else { return nil }
        if command == "env" {
            // env's options (-S, -i, -u NAME) and NAME=value assignments come before the command.
            while let word = words.first, word.hasPrefix("-") || word.contains("=") {
                words.removeFirst()
                if word == "-u" || word == "--unset" || word == "-C" || word == "--chdir" { _ = words.popFirst() }
            }
            guard let named = words.first else { return nil }
            command = baseName(named)
        }
        return command.isEmpty ? nil : command
    }

    static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// `name` and the shorter names it stands for when a version ends it, longest first:
    /// `python3.11` → `python3.11`, `python3`, `python`; `lua5.4` → `lua5.4`, `lua5`, `lua`.
    static func versionless(_ name: String) -> [String] {
        var names = [name]
        var rest = Substring(name)
        while rest.last?.isASCIIDigit == true {
            rest = rest.dropLast()
            guard rest.last?.isASCIIDigit != true else { continue }
            if rest.last == "." || rest.last == "-" { rest = rest.dropLast() }
            if !rest.isEmpty { names.append(String(rest)) }
        }
        return names
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
