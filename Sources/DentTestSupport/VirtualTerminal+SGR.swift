import DentWire

extension VirtualTerminal {
    /// The attributes SGR sets and clears (ECMA-48 8.3.117); 22 clears both bold and dim.
    static let attributeCodes: [Int: (set: Style, clear: Style)] = [
        1: (.bold, []), 2: (.dim, []), 3: (.italic, []), 4: (.underline, []), 7: (.reverse, []), 9: (.strikethrough, []),
        22: ([], [.bold, .dim]), 23: ([], .italic), 24: ([], .underline), 27: ([], .reverse), 29: ([], .strikethrough),
    ]

    /// SGR: attributes, the 8 colours (30-37, 40-47), xterm's 256 (38;5;N) and direct colours
    /// (38;2;R;G;B), defaults (39, 49) and reset (0 or nothing).
    mutating func selectGraphicRendition(_ parameters: [Int?]) throws(Failure) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index] ?? 0
            index += 1
            switch code {
            case 0: pen = .plain
            case 30...37: pen.foreground = .ansi(UInt8(code - 30))
            case 40...47: pen.background = .ansi(UInt8(code - 40))
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38, 48:
                let color = try extendedColor(parameters, at: &index)
                if code == 38 { pen.foreground = color } else { pen.background = color }
            default:
                guard let change = VirtualTerminal.attributeCodes[code] else { throw Failure("SGR \(code)") }
                pen.style.subtract(change.clear)
                pen.style.formUnion(change.set)
            }
        }
    }

    /// `5;N` or `2;R;G;B` after a 38 or 48.
    private func extendedColor(_ parameters: [Int?], at index: inout Int) throws(Failure) -> Color {
        func next() throws(Failure) -> UInt8 {
            guard index < parameters.count, let value = parameters[index], (0...255).contains(value) else {
                throw Failure("an SGR colour cut short or out of range: \(parameters)")
            }
            index += 1
            return UInt8(value)
        }
        switch try next() {
        case 5: return .indexed(try next())
        case 2: return .rgb(try next(), try next(), try next())
        default: throw Failure("an SGR colour form other than 5 and 2: \(parameters)")
        }
    }
}
