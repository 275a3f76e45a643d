import DentFiles
import DentTestSupport
import Glibc
import Testing

@Suite struct SpellingFilesTests {
    @Test(arguments: [
        (nil, ["LANG": "de_DE.UTF-8"], "de_DE"),
        ("fr_FR", ["LANG": "de_DE.UTF-8"], "fr_FR"),
        (nil, ["LC_ALL": "pt_BR.UTF-8@euro", "LANG": "de_DE.UTF-8"], "pt_BR"),
        (nil, ["LC_MESSAGES": "nl_NL", "LANG": "de_DE.UTF-8"], "nl_NL"),
        (nil, ["LANG": "C.UTF-8"], "en_US"),
        (nil, ["LANG": "POSIX"], "en_US"),
        (nil, [:], "en_US"),
    ] as [(String?, [String: String], String)])
    func theLanguageIsTheSettingsThenTheLocalesThenEnglish(setting: String?, environment: [String: String], language: String) {
        #expect(HunspellDictionary.language(setting: setting, environment: environment) == language)
    }

    @Test func dictionariesAreLookedForInTheXDGDataFolders() {
        #expect(HunspellDictionary.folders(environment: ["HOME": "/home/u"])
            == ["/home/u/.local/share/hunspell", "/usr/local/share/hunspell", "/usr/share/hunspell"])
        #expect(HunspellDictionary.folders(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_DATA_DIRS": "/a:relative:/b"])
            == ["/d/hunspell", "/a/hunspell", "/b/hunspell"])
    }

    @Test func aMissingDictionarySaysWhatToInstall() {
        guard case .failure(let error) = HunspellDictionary.open("xx_YY", folders: ["/nonexistent"]) else {
            Issue.record("a dictionary that does not exist was opened")
            return
        }
        #expect(error.message.contains("xx_YY") && (error.message.contains("hunspell-xx-yy") || error.message.contains("libhunspell")), "\(error.message)")
    }

    @Test(.enabled(if: access("/usr/share/hunspell/en_US.dic", R_OK) == 0, "needs hunspell-en-us (scripts/setup-debian.sh test)"))
    func englishChecksSuggestsAndLearns() throws {
        let dictionary = try HunspellDictionary.open("en_US", folders: ["/nonexistent", "/usr/share/hunspell"]).get()
        #expect(dictionary.isCorrect("hello") && dictionary.isCorrect("Don't") && !dictionary.isCorrect("helo"))
        #expect(dictionary.suggestions(for: "helo").contains("hello"))
        #expect(!dictionary.isCorrect("dentish"))
        dictionary.add("dentish")
        #expect(dictionary.isCorrect("dentish"))
    }

    @Test func personalWordsAreKeptOnceAWordInXDGDataHome() throws {
        let directory = try ScratchDirectory(prefix: "dent-words")
        let words = PersonalWords(environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": directory.path])
        #expect(words.words().isEmpty)
        #expect(words.add("dentish") == nil && words.add("naïve") == nil && words.add("dentish") == nil)
        #expect(directory.readText("dent/words") == "dentish\nnaïve\n")
        #expect(words.words() == ["dentish", "naïve"])
        #expect(PersonalWords(environment: ["HOME": "/home/u"]).folder == "/home/u/.local/share/dent")
    }
}
