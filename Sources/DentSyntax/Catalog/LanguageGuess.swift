/// Which language a file is written in, from what it says of itself, its name and its start:
/// GtkSourceView's `gtk_source_language_manager_guess_language` with GIO's content sniffing
/// folded in, and dent's tie-breaks (`GuessRule`). In order:
/// 1. a vim or emacs modeline naming an installed language (the file's own word);
/// 2. the specs' globs on the base name (as written, else ignoring ASCII case); among several,
///    only the most specific globs count (`*.html.erb` before `*.erb`), and then the language
///    the first line names if it is one of them, else the first `GuessRule` that applies,
///    else the last in the order of names, as GtkSourceView 4 picks;
/// 3. with no glob: the first line (`#!` interpreter, `<?xml`, an HTML doctype, a diff header).
/// Hidden languages are never guessed.
extension LanguageIndex {
    public func guess(path: String, start: FileStart) -> String? {
        if let mode = Modeline.fileType(in: start), let id = named(mode, aliases: LanguageNames.editorModes) { return id }
        let claimants = claimants(of: Shebang.baseName(path))
        let named = firstLineLanguage(start)
        guard !claimants.isEmpty else { return named }
        if let named, claimants.contains(named) { return named }
        return choose(among: claimants, start: start)
    }

    /// The choice among languages that claim one file: the first rule that applies decides.
    func choose(among claimants: [String], start: FileStart) -> String? {
        for rule in GuessRule.all where rule.claimants.isSubset(of: claimants) {
            for choice in rule.choices where choice.test?.holds(for: start) ?? true {
                if let info = language(choice.language), !info.isHidden { return info.id }
            }
        }
        return claimants.last
    }

    /// The language the first line names: a `#!` interpreter (by `LanguageNames.interpreters`,
    /// as an id or a name, or by the mime types `text/x-NAME` and `application/x-NAME` that
    /// shared-mime-info gives scripts), or markup and diffs as GIO's magic knows them.
    func firstLineLanguage(_ start: FileStart) -> String? {
        if let command = Shebang.interpreter(start.firstLine) {
            for name in Shebang.versionless(CatalogText.lowercased(command)) {
                if let id = named(name, aliases: LanguageNames.interpreters) { return id }
                let claimants = claimants(ofMimeType: "text/x-" + name) + claimants(ofMimeType: "application/x-" + name)
                if !claimants.isEmpty { return choose(among: claimants, start: start) }
            }
            return nil
        }
        let lines = start.lines(2).map { CatalogText.lowercased(FileStart.text($0)) }
        guard let first = lines.first else { return nil }
        let second = lines.count > 1 ? lines[1] : ""
        if first.hasPrefix("<?xml") { return named("xml") }
        if first.hasPrefix("<!doctype html") || first.hasPrefix("<html") { return named("html") }
        if first.hasPrefix("diff ") || first.hasPrefix("index: ") || (first.hasPrefix("--- ") && second.hasPrefix("+++ ")) {
            return named("diff")
        }
        return nil
    }
}
