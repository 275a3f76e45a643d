/// Which language a file is written in, from what it says of itself, its name and its start:
/// GtkSourceView's `gtk_source_language_manager_guess_language` with GIO's content sniffing
/// folded in, and dent's tie-breaks (`GuessRule`). In order:
/// 1. a vim or emacs modeline naming an installed language (the file's own word);
/// 2. the specs' globs on the base name (as written, else ignoring ASCII case); among several,
///    only the most specific globs count (`*.html.erb` before `*.erb`), and then the language
///    the first line names if it is one of them, else the first `GuessRule` that applies,
///    else the last in the order of names, as GtkSourceView 4 picks;
/// 3. else the content type the system's MIME globs give the name (`MimeGlobs`), as gedit
///    guesses with GIO's: the first language by name that lists it or a type it is a subclass of;
/// 4. with neither: the first line (`#!` interpreter, `<?xml`, an HTML doctype, a diff header).
/// Hidden languages are never guessed.
extension LanguageIndex {
    public func guess(path: String, start: FileStart) -> String? {
        if let mode = Modeline.fileType(in: start), let id = named(mode, aliases: LanguageNames.editorModes) { return id }
        let baseName = Shebang.baseName(path)
        let claimants = claimants(of: baseName)
        let named = firstLineLanguage(start)
        guard !claimants.isEmpty else { return mimeLanguage(baseName) ?? named }
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

    /// The language of the content type the MIME globs give `baseName`: of the types its best
    /// globs give, in order, the first that a language lists, and of those languages the first
    /// by name that lists the type itself, else the first that lists a type it is a subclass
    /// of (aliases resolved), as GtkSourceView's `pick_lang_for_mime_type` takes them (an exact
    /// pass, then one with `g_content_type_is_a`): a Groovy file is Groovy before it is C.
    func mimeLanguage(_ baseName: String) -> String? {
        let mimeGlobs = mimeGlobs()
        let types = mimeGlobs.types(of: baseName)
        guard !types.isEmpty else { return nil }
        let hierarchy = mimeGlobs.hierarchy
        let languages = languages
        for type in types {
            let lineage = hierarchy.lineage(of: type)
            for accepted in [Set(lineage.prefix(1)), Set(lineage)] {
                if let entry = languages.first(where: { $0.mimeTypes.contains { accepted.contains(hierarchy.canonical($0)) } }) {
                    return entry.id
                }
            }
        }
        return nil
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
