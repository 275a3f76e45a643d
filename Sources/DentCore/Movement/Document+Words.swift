import DentText

/// Word movement and word deletion use the text model's word boundaries (letters and digits of
/// any script, and `_`; a line's end is a stop).
extension Document {
    func wordStart(before offset: Int) -> Int { text.wordStart(before: offset) }
    func wordEnd(after offset: Int) -> Int { text.wordEnd(after: offset) }
}
