import DentScreen

extension VirtualTerminal {
    /// A control function: what it does with its numeric parameters (nil where left out).
    typealias Function = @Sendable (inout VirtualTerminal, [Int?]) throws(Failure) -> Void

    /// The CSI functions, by final byte (ECMA-48 section 8.3; DECSTBM from the VT100).
    static let functions: [UInt8: Function] = [
        UInt8(ascii: "H"): { terminal, p throws(Failure) in
            terminal.moveTo(row: parameter(p, 0) - 1, column: parameter(p, 1) - 1)
        },
        UInt8(ascii: "G"): { terminal, p throws(Failure) in terminal.moveTo(row: terminal.cursor.row, column: parameter(p, 0) - 1) },
        UInt8(ascii: "K"): { terminal, p throws(Failure) in try terminal.eraseInLine(p.first.flatMap { $0 } ?? 0) },
        UInt8(ascii: "J"): { terminal, p throws(Failure) in try terminal.eraseInDisplay(p.first.flatMap { $0 } ?? 0) },
        UInt8(ascii: "@"): { terminal, p throws(Failure) in try terminal.insertCharacters(parameter(p, 0)) },
        UInt8(ascii: "P"): { terminal, p throws(Failure) in try terminal.deleteCharacters(parameter(p, 0)) },
        UInt8(ascii: "L"): { terminal, p throws(Failure) in try terminal.insertLines(parameter(p, 0)) },
        UInt8(ascii: "M"): { terminal, p throws(Failure) in try terminal.insertLines(-parameter(p, 0)) },
        UInt8(ascii: "S"): { terminal, p throws(Failure) in terminal.scroll(terminal.region, by: parameter(p, 0)) },
        UInt8(ascii: "T"): { terminal, p throws(Failure) in terminal.scroll(terminal.region, by: -parameter(p, 0)) },
        UInt8(ascii: "r"): { terminal, p throws(Failure) in try terminal.setScrollRegion(p) },
        UInt8(ascii: "m"): { terminal, p throws(Failure) in try terminal.selectGraphicRendition(p) },
    ]

    /// Parameter `index`, or its default of 1 when left out or 0.
    static func parameter(_ parameters: [Int?], _ index: Int) -> Int {
        guard index < parameters.count, let value = parameters[index], value > 0 else { return 1 }
        return value
    }

    mutating func controlSequence(_ parameters: String, final: UInt8) throws(Failure) {
        let name = parameters + String(UnicodeScalar(final))
        if parameters.hasPrefix("?") {
            switch name {
            case "?25h": cursorVisible = true
            case "?25l": cursorVisible = false
            case "?2026h": synchronizing = true
            case "?2026l": synchronizing = false
            default: throw Failure("the mode CSI \(name)")
            }
            return
        }
        guard parameters.allSatisfy({ $0.isNumber || $0 == ";" }), let function = VirtualTerminal.functions[final] else {
            throw Failure("the sequence CSI \(name)")
        }
        try function(&self, parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) })
    }

    mutating func moveTo(row: Int, column: Int) {
        cursor = (Swift.min(Swift.max(row, 0), rows - 1), Swift.min(Swift.max(column, 0), columns - 1))
        pendingWrap = false
    }

    mutating func eraseInLine(_ mode: Int) throws(Failure) {
        let range: Range<Int>
        switch mode {
        case 0: range = cursor.column..<columns
        case 1: range = 0..<(cursor.column + 1)
        case 2: range = 0..<columns
        default: throw Failure("EL \(mode)")
        }
        for column in range { cells[cursor.row][column] = erased }
        pendingWrap = false
    }

    mutating func eraseInDisplay(_ mode: Int) throws(Failure) {
        let blank = Array(repeating: erased, count: columns)
        switch mode {
        case 0:
            try eraseInLine(0)
            for row in (cursor.row + 1)..<rows { cells[row] = blank }
        case 2: cells = Array(repeating: blank, count: rows)
        default: throw Failure("ED \(mode)")
        }
    }

    /// ICH: the cells from the cursor on move right by `count`, blanks come in; the cells pushed
    /// past the edge are lost. Refused where it would split a wide character.
    mutating func insertCharacters(_ count: Int) throws(Failure) {
        let (row, column) = cursor
        let shift = Swift.min(count, columns - column)
        guard !cells[row][column].isContinuation, !cells[row][columns - shift].isContinuation else {
            throw Failure("ICH \(count) at \(cursor) splits a wide character")
        }
        let line = cells[row]
        cells[row] = Array(line[0..<column]) + Array(repeating: erased, count: shift) + line[column..<(columns - shift)]
        pendingWrap = false
    }

    /// DCH: `count` cells at the cursor go, the rest of the line moves left, blanks come in at
    /// the end. Refused where it would split a wide character.
    mutating func deleteCharacters(_ count: Int) throws(Failure) {
        let (row, column) = cursor
        let shift = Swift.min(count, columns - column)
        guard !cells[row][column].isContinuation, column + shift == columns || !cells[row][column + shift].isContinuation else {
            throw Failure("DCH \(count) at \(cursor) splits a wide character")
        }
        let line = cells[row]
        cells[row] = Array(line[0..<column]) + line[(column + shift)...] + Array(repeating: erased, count: shift)
        pendingWrap = false
    }

    /// IL (positive) or DL (negative): lines from the cursor's to the bottom of the scroll region
    /// move down (up), blank lines come in; the cursor goes to the first column (xterm). Outside
    /// the region xterm does nothing and tmux moves the whole screen, so it is refused.
    mutating func insertLines(_ count: Int) throws(Failure) {
        guard region.contains(cursor.row) else {
            throw Failure("\(count > 0 ? "IL" : "DL") at row \(cursor.row), outside the scroll region \(region)")
        }
        scroll(cursor.row..<region.upperBound, by: -count)
        cursor.column = 0
        pendingWrap = false
    }

    /// DECSTBM: the scroll region is rows `top...bottom` (1-based, the whole screen without
    /// parameters); the cursor goes home.
    mutating func setScrollRegion(_ parameters: [Int?]) throws(Failure) {
        let top = VirtualTerminal.parameter(parameters, 0)
        let bottom = parameters.count > 1 ? parameters[1] ?? rows : rows
        guard top < bottom, bottom <= rows else { throw Failure("DECSTBM \(top);\(bottom) on \(rows) rows") }
        region = (top - 1)..<bottom
        moveTo(row: 0, column: 0)
    }
}
