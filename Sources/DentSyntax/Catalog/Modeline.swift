/// The file type a file names for itself in a vim or emacs modeline, as those editors spell it
/// (`python`, `c++`, `shell-script`): `LanguageNames.editorModes` maps it to a language id.
enum Modeline {
    /// The name in the first modeline of the first `FileStart.modelineLines` lines: an emacs
    /// `-*- … -*-` on the first line (the second after a `#!` line), else a vim modeline.
    /// (vim also reads the last five lines, which the start of a file does not hold.)
    static func fileType(in start: FileStart) -> String? {
        // Most files have no modeline: only lines that hold a marker's letters become text.
        let raw = start.lines(FileStart.modelineLines)
        let lines = raw.map { mayHoldModeline($0) ? FileStart.text($0) : "" }
        let emacsLine = raw.first?.starts(with: [0x23, 0x21]) == true ? lines.dropFirst().first : lines.first
        if let line = emacsLine, let mode = emacs(line) { return mode }
        return lines.lazy.compactMap(vim).first
    }

    /// Whether `line` holds `-*-`, `vi`, `Vi` or `ex:` anywhere.
    private static func mayHoldModeline(_ line: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in line {
            switch (beforePrevious, previous, byte) {
            case (UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "-")), (UInt8(ascii: "e"), UInt8(ascii: "x"), UInt8(ascii: ":")),
                 (_, UInt8(ascii: "v"), UInt8(ascii: "i")), (_, UInt8(ascii: "V"), UInt8(ascii: "i")):
                return true
            default:
                beforePrevious = previous
                previous = byte
            }
        }
        return false
    }

    /// `-*- mode: python; coding: utf-8 -*-` or `-*- C++ -*-` (GNU Emacs manual, "Specifying
    /// File Variables"): the mode, lower-cased, without a `-mode` suffix.
    static func emacs(_ line: String) -> String? {
        guard let open = line.firstRange(of: "-*-"), let close = line[open.upperBound...].firstRange(of: "-*-") else { return nil }
        let inside = line[open.upperBound..<close.lowerBound]
        var mode: String?
        if inside.contains(":") {
            for variable in inside.split(separator: ";") {
                let parts = variable.split(separator: ":", maxSplits: 1)
                if parts.count == 2, CatalogText.lowercased(CatalogText.trimmed(parts[0])) == "mode" {
                    mode = CatalogText.trimmed(parts[1])
                }
            }
        } else {
            mode = CatalogText.trimmed(inside)
        }
        guard var name = mode.map(CatalogText.lowercased), !name.isEmpty else { return nil }
        if name.hasSuffix("-mode") { name.removeLast(5) }
        return name.isEmpty ? nil : name
    }

    /// vim's two forms (`:help modeline`): `vim: ft=python ts=4:` (options apart by blanks or
    /// colons) and `vim: set ft=python ts=4:` (apart by blanks, up to the colon), after `vi:`,
    /// `vim:`, `Vim:`, `vimNNN:` or `ex:` at the start or after a blank. `filetype`/`ft` win over
    /// `syntax`/`syn`.
    static func vim(_ line: String) -> String? {
        let characters = Array(line)
        for index in characters.indices where index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t" {
            guard let after = marker(characters, at: index) else { continue }
            return options(String(characters[after...]))
        }
        return nil
    }

    /// The index after a modeline marker starting at `index`, or nil.
    private static func marker(_ characters: [Character], at index: Int) -> Int? {
        for word in ["vim", "Vim", "vi", "ex"] {
            let letters = Array(word)
            guard characters[index...].starts(with: letters) else { continue }
            var next = index + letters.count
            if word == "vim" { while next < characters.count, ("0"..."9").contains(characters[next]) { next += 1 } }
            if next < characters.count, characters[next] == ":" { return next + 1 }
        }
        return nil
    }

    private static func options(_ text: String) -> String? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
        let separators: Set<Character>
        if rest.hasPrefix("set ") || rest.hasPrefix("se ") {
            rest = rest.drop { $0 != " " }
            // The options end at the first colon not quoted with a backslash.
            var end = rest.startIndex
            while end < rest.endIndex, rest[end] != ":" || rest[rest.index(before: end)] == "\\" { end = rest.index(after: end) }
            rest = rest[..<end]
            separators = [" ", "\t"]
        } else {
            separators = [" ", "\t", ":"]
        }
        var syntax: String?
        for option in rest.split(whereSeparator: separators.contains) {
            let parts = option.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[1].isEmpty else { continue }
            switch parts[0] {
            case "ft", "filetype": return CatalogText.lowercased(String(parts[1]))
            case "syn", "syntax": syntax = syntax ?? CatalogText.lowercased(String(parts[1]))
            default: continue
            }
        }
        return syntax
    }
}
