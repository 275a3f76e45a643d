import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport

/// The chords planned for the commands to come (issue 54's chord plan) stay free in both key
/// profiles until those commands take them, and no two plans share a chord or a title.
@Suite struct ChordPlanTests {
    static func editor(keys: KeyProfile) -> Editor {
        var editor = Editor(document: CursorText.document("a|"))
        var settings = Settings()
        settings.keys = keys
        editor.applyViewSettings(settings)
        return editor
    }

    @Test(arguments: [KeyProfile.dent, .nano])
    func everyPlannedChordIsFreeWhereTextIsEdited(keys: KeyProfile) throws {
        let keymap = Self.editor(keys: keys).keymap
        for entry in ChordPlan.entries {
            let chord = try #require(KeyChord(entry.chord), "\(entry.chord) does not parse")
            for context in [KeyContext.editor, .global] {
                #expect(keymap.command(for: chord, in: context) == nil, "\(entry.chord) (\(entry.title)) is taken in \(context)")
            }
        }
    }

    @Test func noTwoPlansShareAChordOrATitleAndNoTitleIsACommandsAlready() {
        #expect(Set(ChordPlan.entries.map(\.chord)).count == ChordPlan.entries.count)
        #expect(Set(ChordPlan.entries.map(\.title)).count == ChordPlan.entries.count)
        let titles = Set(Self.editor(keys: .dent).commands.commands.map(\.title))
        for entry in ChordPlan.entries { #expect(!titles.contains(entry.title), "\(entry.title) is a command already") }
    }

    @Test func noPlannedChordIsOneALegacyTerminalCannotTellApartOrADesktopTakes() throws {
        let ambiguous = ["Ctrl+Alt+h", "Ctrl+Alt+i", "Ctrl+Alt+j", "Ctrl+Alt+m", "Ctrl+Alt+t", "Ctrl+Alt+l", "Ctrl+Alt+d"]
        for entry in ChordPlan.entries { #expect(!ambiguous.contains(entry.chord), "\(entry.chord)") }
    }
}
