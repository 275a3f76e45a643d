import DentTestSupport
import Testing

/// Remembered places through the real binary: a file opens where it was left, unless the
/// command line says where.
@Suite("End to end: remembered places")
struct PlacesEndToEndTests {
    static let text = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test("Reopening a file puts the cursor back; +LINE wins over the remembered place")
    func reopenRestoresTheCursor() throws {
        let first = try DentRun(file: "f.txt", contents: Self.text)
        try first.waitUntilReady()
        try first.tmux.sendKeys("C-End")
        try first.tmux.sendKeys("Up", "Up", "End")
        try first.waitForStatus("Ln 99, Col 8")
        #expect(try first.quit() == 0)

        let second = try DentRun(file: "f.txt", contents: nil, directory: first.directory)
        let screen = try second.waitForStatus("Ln 99, Col 8")
        #expect(screen.contains("line 99"), "the remembered line is on screen")
        #expect(try second.quit() == 0)

        let third = try DentRun(file: "f.txt", contents: nil, arguments: ["+5", "f.txt"], directory: first.directory)
        try third.waitForStatus("Ln 5, Col 1")
        #expect(try third.quit() == 0)
        #expect(first.contents("f.txt") == Self.text, "only the place is stored, the file is untouched")
    }
}
