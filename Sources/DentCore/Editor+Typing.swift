/// What the host may show of a key before the editor handles it.
extension Editor {
    /// True when a printable character typed now that no binding takes (`Keymap.typesItself`)
    /// does nothing but insert itself at the cursor of the document shown: no modal, shortcut
    /// overlay, pending insert-literally, running search or selection to replace, and soft
    /// wrap off (typing would reflow the rows below). The host may then draw the character
    /// ahead of the frame (`FrameEncoder.echo`); the frame that follows corrects anything it
    /// drew wrong.
    public var typingInsertsPlainly: Bool {
        modals.isEmpty && !awaitingLiteral && !modifierHold.isShown && !isSearching && !wrapsLines && document.selection == nil
    }
}
