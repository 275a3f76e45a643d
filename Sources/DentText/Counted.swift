extension Int {
    /// The count with its noun, singular for one and plural otherwise ("1 line", "2 lines",
    /// "0 matches"), so no message says "There are 1 lines". `plural` is for nouns that do not
    /// just take an "s" ("match" → "matches"; "s" is added when it is nil).
    public func counted(_ noun: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? noun : plural ?? noun + "s")"
    }
}
