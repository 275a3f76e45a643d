import DentFiles
import DentTestSupport

/// What finding a file's language costs at start-up: the spec catalog made through its
/// metadata cache (what every start does), made without one (the first start, or after every
/// spec changed), the guess itself, and for comparison parsing every installed spec whole.
enum CatalogFigures {
    static let system = SpecDirectories(environment: ["XDG_DATA_DIRS": "/usr/share"])

    static var all: [Figure] { [cached, uncached, guess, parseAll, readC, readCCached] }

    static var cached: Figure {
        Figure(name: "catalog-cached", summary: "SpecCatalog from its cache: read it, stat every folder and spec") {
            let cache = try ScratchDirectory(prefix: "dent-bench-catalog")
            let directories = SpecDirectories(languageSpecs: system.languageSpecs, styles: system.styles, cache: cache.path)
            // Made once before timing, as if long after the specs were installed (no racy stamp).
            SpecCatalog(directories: directories, now: FileTime(seconds: Int64(Int32.max) * 2, nanoseconds: 0)).saveListing()
            return { withExtendedLifetime(cache) { precondition(!SpecCatalog(directories: directories).index.languages.isEmpty) } }
        }
    }

    static var uncached: Figure {
        Figure(name: "catalog-uncached", summary: "SpecCatalog with no cache: parse the head of every spec") {
            let directories = SpecDirectories(languageSpecs: system.languageSpecs, styles: system.styles, cache: nil)
            return { precondition(!SpecCatalog(directories: directories).index.languages.isEmpty) }
        }
    }

    static var guess: Figure {
        Figure(name: "catalog-guess-c", summary: "guessLanguage of a .c file from its first 4 KiB, 1,000 times") {
            let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: system.languageSpecs, styles: [], cache: nil))
            let start = Array(String(repeating: "int main(void) { return 0; }\n", count: 200).utf8)
            return { for _ in 0..<1000 { precondition(catalog.guessLanguage(path: "/src/main.c", start: start) == "c") } }
        }
    }

    static var parseAll: Figure {
        Figure(name: "specs-parse-all", summary: "every installed spec read and parsed whole with libxml2") {
            let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: system.languageSpecs, styles: [], cache: nil))
            let ids = catalog.listing.languages.map(\.id)
            return { for id in ids { precondition((try? catalog.spec(id)?.get()) != nil) } }
        }
    }

    static var readC: Figure {
        Figure(name: "spec-read-c", summary: "c.lang and def.lang read and parsed (what opening a C file reads)") {
            let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: system.languageSpecs, styles: [], cache: nil))
            return { for id in ["c", "def"] { precondition((try? catalog.spec(id)?.get()) != nil) } }
        }
    }

    static var readCCached: Figure {
        Figure(name: "spec-read-c-cached", summary: "c.lang and def.lang read from the definitions cache (a warm start's read)") {
            let cache = try ScratchDirectory(prefix: "dent-bench-definitions")
            let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: system.languageSpecs, styles: [], cache: cache.path))
            for id in ["c", "def"] { precondition((try? catalog.spec(id)?.get()) != nil) }
            return {
                withExtendedLifetime(cache) {
                    for id in ["c", "def"] { precondition(catalog.read(id).parsed == nil, "read from the cache") }
                }
            }
        }
    }
}
