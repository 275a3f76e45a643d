import DentCore
import DentFiles
import DentKeys
import DentTerminal

extension CrashRescue {
    /// Keeps the registry current after an event: every modified document's text publishes its
    /// shape into a slot with its candidate paths prepared (made once, or again after Save As
    /// changed the path), and the slots of documents saved, back to what is on disk, or closed
    /// are released. A text replaced whole (a reload, the rest of a big file read) starts
    /// without a mirror; this attaches it again. Per event: one look at each open file.
    func sync(_ editor: inout Editor) {
        var kept = 0
        for file in editor.files {
            let key = file.id.rawValue
            if file.document.isModified {
                editor.attachMirror(mirror(for: key, path: file.document.path, name: file.document.displayName), to: file.id)
                kept += 1
            } else if keys.contains(key) {
                editor.attachMirror(nil, to: file.id)
                release(key)
            }
        }
        guard keys.count != kept else { return }
        let open = Set(editor.files.map(\.id.rawValue))
        for key in Array(keys) where !open.contains(key) { release(key) }
    }

    /// The rescue as the crash handler runs it.
    var crashGuardRescue: CrashGuard.Rescue {
        CrashGuard.Rescue(function: CrashRescue.handler, context: UnsafeMutableRawPointer(table))
    }
}

/// The test hook for the crash rescue: with `DENT_TEST_TRAP` set to a chord (`F12`), that
/// chord makes dent trap (`fatalError`) as a bug would. Only the end-to-end tests set it; no
/// key does this without the variable, so it cannot happen by accident.
struct TrapHook {
    let chord: KeyChord?

    init(environment value: String?) {
        chord = value.flatMap { KeyChord($0) }
    }

    func check(_ event: KeyEvent) {
        guard let chord, case .key(let pressed, let action, _) = event, pressed == chord, action == .press else { return }
        fatalError("DENT_TEST_TRAP: \(chord) pressed")
    }
}
