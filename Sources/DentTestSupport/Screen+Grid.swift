import DentCore
import DentScreen
import DentWire

extension Screen {
    /// Draws `editor` as the host does and returns the frame drawn, for tests that look at its cells.
    public mutating func grid(_ editor: Editor, rows: Int, columns: Int, theme: Theme = .standard) -> CellGrid {
        draw(editor, rows: rows, columns: columns, theme: theme)
        return frame ?? CellGrid(rows: rows, columns: columns)
    }
}
