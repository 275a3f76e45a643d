extension LanguageSet {
    /// Whether the spec of `language` itself (not what it includes) puts the context class
    /// `name` on, or takes it off, one of its contexts. Spell checking trusts `no-spell-check`
    /// only in a language whose own spec marks its code with it: `def.lang`'s comments take
    /// the class off in every language, which says nothing about the code around them.
    public func specUses(contextClass name: String, language: String) -> Bool {
        spec(language)?.contexts.contains { $0.classes.contains { $0.name == name } } == true
    }
}
