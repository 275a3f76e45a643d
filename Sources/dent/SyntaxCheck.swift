import DentFiles
import DentSyntax

/// `dent --check-syntax`: every spec in every folder read whole, every language loaded with all
/// its regexes compiled (`LanguageSet.check`), every scheme read with its parents; each file
/// that cannot be used, or only in part, is listed as `FILE:LINE: reason`, and specs that an
/// earlier folder's definition of the same id hides are noted. Exit status 0 when everything
/// loads, 1 when something was skipped (or nothing was found to check).
enum SyntaxCheck {
    static func run() -> Int32 {
        let catalog = SpecCatalog(environment: SpecDirectories.processEnvironment())
        catalog.saveListing()
        let report = check(catalog)
        print(report.lines.joined(separator: "\n"))
        return report.problems == 0 && report.files > 0 ? 0 : 1
    }

    /// What `run` prints, and how many problems and files it counted.
    static func check(_ catalog: SpecCatalog) -> (lines: [String], problems: Int, files: Int) {
        var problems = catalog.problems
        if let missing = XMLTreeReader.load() {
            problems.append(SpecProblem(path: "libxml2", line: 0, message: missing.description))
        } else {
            problems += loadProblems(catalog)
        }
        let schemes = catalog.allSchemes()
        problems += schemes.problems
        problems = unique(problems).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        let languages = catalog.listing.languages
        let files = catalog.listing.folders.reduce(0) { $0 + $1.files.count }
        var lines = problems.map(\.description)
        lines += catalog.shadowed.map { "\($0.path): not used: \($0.id) is defined first by \($0.usedPath)" }
        let folders = catalog.listing.folders.filter { !$0.files.isEmpty }.count
        let hidden = languages.filter(\.isHidden).count
        if files == 0 {
            lines.append("no language specs in " + catalog.directories.languageSpecs.joined(separator: ", ")
                         + " (Debian: apt-get install libgtksourceview-4-common)")
        }
        lines.append("checked \(files) spec files in \(folders) folder\(folders == 1 ? "" : "s") (\(languages.count - hidden) languages, "
                     + "\(hidden) hidden) and \(schemes.schemes.count) scheme\(schemes.schemes.count == 1 ? "" : "s"): "
                     + (problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")"))
        return (lines, problems.count, files)
    }

    /// Every spec file read as a whole (a head that reads can hide a broken body; a hidden
    /// definition is checked too, so a user's broken copy is seen), then every language
    /// loaded and compiled by the engine.
    private static func loadProblems(_ catalog: SpecCatalog) -> [SpecProblem] {
        var problems: [SpecProblem] = []
        for folder in catalog.listing.folders {
            for file in folder.files {
                guard case .success(let info) = file.language else { continue }
                if case .failure(let problem) = catalog.specFile(info.path) { problems.append(problem) }
            }
        }
        let set = LanguageSet(specs: catalog.specs)
        // Hidden specs are mostly libraries with no main context of their own (def, the parts of
        // JavaScript and TypeScript, gtk-doc): GtkSourceView never highlights them alone, and
        // checking a language compiles every context it includes, theirs too.
        for info in catalog.listing.languages where !info.isHidden { problems += set.check(info.id) }
        return problems + set.problems
    }

    private static func unique(_ problems: [SpecProblem]) -> [SpecProblem] {
        var seen: [SpecProblem] = []
        for problem in problems where !seen.contains(problem) { seen.append(problem) }
        return seen
    }
}
