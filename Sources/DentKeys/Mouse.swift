/// Mouse reports: SGR (1006) `CSI < b ; x ; y M/m`, urxvt (1015) `CSI b ; x ; y M`, and the
/// legacy X10 `CSI M` followed by three bytes of value + 32 (xterm ctlseqs, "Mouse Tracking").
enum Mouse {
    static func sgr(_ params: CSIParameters, release: Bool) -> KeyEvent? {
        guard params.count >= 3, params.count <= 4, let code = params.value(0), let x = params.value(1),
            let y = params.value(2)
        else { return nil }
        return event(code: code, x: x, y: y, release: release)
    }

    static func urxvt(_ params: CSIParameters) -> KeyEvent? {
        guard params.count == 3 || (params.count == 4 && params.value(3) == nil), let code = params.value(0), code >= 32,
            let x = params.value(1), let y = params.value(2)
        else { return nil }
        return event(code: code - 32, x: x, y: y, release: false)
    }

    static func parseX10(_ bytes: [UInt8], at index: Int) -> Step {
        guard index + 5 < bytes.count else { return .needMore }
        let values = bytes[(index + 3)...(index + 5)].map { Int($0) - 32 }
        guard values.allSatisfy({ $0 >= 0 }), let event = event(code: values[0], x: values[1], y: values[2], release: false) else {
            return .emit(.unknown(Array(bytes[index...(index + 5)])), length: 6)
        }
        return .emit(event, length: 6)
    }

    /// Decodes the button byte: low two bits the button (3: release in X10), +4 Shift, +8 Alt,
    /// +16 Ctrl, +32 motion, +64 wheel, +128 buttons 8-11.
    static func event(code: Int, x: Int, y: Int, release: Bool) -> KeyEvent? {
        guard code >= 0, code < 256 else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let low = code & 3
        let motion = code & 32 != 0
        let kind: MouseEvent.Kind
        let button: MouseEvent.Button
        if code & 64 != 0 && code & 128 == 0 {
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            button = .unknown
        } else if code & 128 != 0 {
            kind = release ? .up : motion ? .drag : .down
            button = .extra(8 + low + (code & 64 != 0 ? 4 : 0))
        } else if low == 3 {
            kind = motion ? .move : .up
            button = .unknown
        } else {
            kind = release ? .up : motion ? .drag : .down
            button = [.left, .middle, .right][low]
        }
        return .mouse(MouseEvent(kind: kind, button: button, x: x, y: y, modifiers: modifiers))
    }
}
