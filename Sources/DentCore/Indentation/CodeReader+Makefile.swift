import DentText

/// A Makefile's rules and recipes. make reads a recipe line only when it starts with a tab
/// (POSIX make, "Makefile Execution"; GNU make manual, 5.1 "Recipe Syntax"), so these are
/// read from the bytes alone, highlighted or not.
extension CodeReader {
    /// Whether `line` is a rule (`target: prerequisites`, not a variable's `:=`).
    func isRule(_ line: Int) -> Bool {
        let bytes = bytes(line)
        guard let first = bytes.first, !isBlank(first), first != UInt8(ascii: "#"),
              let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let next = colon + 1 < bytes.count ? bytes[colon + 1] : 0
        return !bytes[..<colon].contains(UInt8(ascii: "=")) && next != UInt8(ascii: "=")
    }

    /// Whether every line of `lines` is in a rule's recipe: the nearest line above it that is
    /// not blank, not a comment and does not start with a tab is a rule (GNU make ignores
    /// blank and comment lines among a recipe's lines). A rule line itself is not.
    func inRecipe(_ lines: ClosedRange<Int>) -> Bool {
        var context = recipeFollows(lines.lowerBound)
        for line in lines {
            guard context, !isRule(line) else { return false }
            context = keepsRecipe(line)
        }
        return true
    }

    /// Whether a line after the lines above `line` would be in a recipe (within `linesAbove`).
    private func recipeFollows(_ line: Int) -> Bool {
        for above in linesAbove(line).lines {
            if isRule(above) { return true }
            if !keepsRecipe(above) { return false }
        }
        return false
    }

    /// Whether `line` lets a recipe go on past it: a recipe line (a tab first), a blank line
    /// or a comment.
    private func keepsRecipe(_ line: Int) -> Bool {
        let bytes = bytes(line)
        let content = bytes.drop { isBlank($0) }
        return bytes.first == 0x09 || content.isEmpty || content.first == UInt8(ascii: "#")
    }
}
