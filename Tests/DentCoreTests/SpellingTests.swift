import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// A dictionary that knows a fixed list of words and counts its look-ups.
final class FakeDictionary: SpellChecking {
    var known: Set<String>
    var lookUps = 0
    let offers: [String: [String]]

    init(_ known: Set<String>, offers: [String: [String]] = [:]) {
        self.known = known
        self.offers = offers
    }

    func isCorrect(_ word: String) -> Bool {
        lookUps += 1
        return known.contains(word)
    }

    func suggestions(for word: String) -> [String] { offers[word] ?? [] }
    func add(_ word: String) { known.insert(word) }
}

@Suite struct SpellWordsTests {
    private func words(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { SpellWords.words(in: $0, ranges: [0..<bytes.count]).map(\.word) }
    }

    @Test func wordsKeepTheirApostrophesAndIdentifiersAreLeftOut() {
        #expect(words("Don't parse utf8_len or x86, but naïve café’s words.") == ["Don't", "parse", "or", "but", "naïve", "café’s", "words"])
        #expect(words("a I _private snake_case 2nd") == [], "single letters, identifiers and numbers")
        #expect(words("it's' 'quoted'") == ["it's", "quoted"], "quotes around a word are not part of it")
    }

    @Test func invalidUTF8EndsAWordAndIsNeverChecked() {
        let bytes: [UInt8] = Array("good".utf8) + [0xFF] + Array("bad".utf8) + [0xC3] + Array("ok".utf8)
        let found = bytes.withUnsafeBufferPointer { SpellWords.words(in: $0, ranges: [0..<bytes.count]) }
        #expect(found.map(\.range) == [0..<4, 5..<8, 9..<11])
    }

    @Test func onlyTheRangesGivenAreRead() {
        let bytes = Array("code # a comment here".utf8)
        let found = bytes.withUnsafeBufferPointer { SpellWords.words(in: $0, ranges: [7..<16]) }
        #expect(found.map(\.word) == ["comment"], "the range cuts 'here' off and starts at 'a'")
    }
}

@Suite struct SpellingTests {
    private func loaded(_ text: String, _ dictionary: FakeDictionary) -> Editor {
        var editor = Editor(document: CursorText.document(text))
        editor.handle(.key(KeyChord(.function(12))))
        #expect(editor.takeEffects() == [.loadDictionary])
        editor.dictionaryLoaded(.success(dictionary), language: "en_US")
        return editor
    }

    @Test func f12UnderlinesTheMisspelledWordsOnScreenFromACacheByLine() {
        let dictionary = FakeDictionary(["the", "cat", "sat"])
        var editor = loaded("|the cat sta\nthe cta sat\n", dictionary)
        #expect(editor.message == Message("Spell checking on (en_US)"))
        editor.prepareSpelling()
        #expect(editor.spelling.visible == [0: [8..<11], 1: [4..<7]])
        let lookUps = dictionary.lookUps
        editor.prepareSpelling()
        #expect(dictionary.lookUps == lookUps, "unchanged lines are not looked up again")
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.prepareSpelling()
        #expect(dictionary.lookUps == lookUps + 3, "only the edited line's words: \(dictionary.lookUps - lookUps)")
        #expect(editor.spelling.visible == [0: [0..<4, 9..<12], 1: [4..<7]])
        editor.handle(.key(KeyChord(.function(12))))
        editor.prepareSpelling()
        #expect(editor.spelling.visible.isEmpty && editor.message == Message("Spell checking off"))
    }

    @Test func onlyTheLinesOnScreenAreChecked() {
        let dictionary = FakeDictionary([])
        var editor = loaded(String(repeating: "wrod\n", count: 100), dictionary)
        editor.resize(rows: 12, columns: 80)
        editor.prepareSpelling()
        #expect(editor.spelling.visible.keys.sorted() == Array(0..<10))
        #expect(dictionary.lookUps == 1, "one line's content, cached for the others")
    }

    @Test func noDictionaryIsAClearMessageAndCheckingStaysOff() {
        var editor = Editor(document: CursorText.document("|wrod\n"))
        editor.run(.spellCheck)
        _ = editor.takeEffects()
        editor.dictionaryLoaded(.failure(SpellingProblem("No en_US dictionary: install hunspell-en-us")), language: "en_US")
        #expect(editor.message == Message("No en_US dictionary: install hunspell-en-us", isError: true))
        editor.prepareSpelling()
        #expect(!editor.spelling.isOn && editor.spelling.visible.isEmpty)
        editor.run(.spellCheck)
        #expect(editor.takeEffects() == [.loadDictionary], "F12 again tries again")
    }

    @Test func nextMisspellingSelectsTheWordAndAPickReplacesItAsOneUndoStep() {
        let dictionary = FakeDictionary(["the", "cat", "sat", "on", "mat"], offers: ["teh": ["the", "ten"], "mta": ["mat"]])
        var editor = loaded("|the cat sat\non teh mta\n", dictionary)
        editor.run(.nextMisspelling)
        #expect(editor.misspellingQuestion == MisspellingQuestion(word: "teh", range: 15..<18, suggestions: ["the", "ten"]))
        #expect(editor.document.selection == 15..<18)
        editor.handle(.key(KeyChord(.character("1")), text: "1"))
        #expect(editor.document.text.bytes.allBytes == Array("the cat sat\non the mta\n".utf8))
        #expect(editor.misspellingQuestion?.word == "mta", "on to the next")
        editor.handle(.key(KeyChord(.character("n")), text: "n"))
        #expect(editor.misspellingQuestion == nil && editor.message == Message("No more misspellings in test.txt"), "once round the file")
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("the cat sat\non teh mta\n".utf8))
    }

    @Test func addingAWordAsksTheHostToKeepItAndStopsUnderliningIt() {
        let dictionary = FakeDictionary(["a", "is"])
        var editor = loaded("|dent is a dent\n", dictionary)
        editor.prepareSpelling()
        #expect(editor.spelling.visible == [0: [0..<4, 10..<14]])
        editor.run(.nextMisspelling)
        #expect(editor.misspellingQuestion?.word == "dent")
        editor.handle(.key(KeyChord(.character("a")), text: "a"))
        #expect(editor.takeEffects() == [.addWord("dent")])
        #expect(editor.misspellingQuestion == nil && editor.message == Message("No more misspellings in test.txt"))
        editor.prepareSpelling()
        #expect(editor.spelling.visible.isEmpty)
    }

    @Test func theLookGoesOnInBoundedStepsAndWrapsToTheWordsBeforeTheCursor() {
        let dictionary = FakeDictionary(["fine"])
        var text = "wrng fine\n" + String(repeating: "fine\n", count: 1_000)
        text.insert("|", at: text.index(text.startIndex, offsetBy: 5))
        var editor = loaded(text, dictionary)
        editor.run(.nextMisspelling)
        #expect(editor.isSearching && editor.misspellingQuestion == nil, "one step does not look at every line")
        #expect(editor.searchProgress.map { $0 < 100 } == true)
        var steps = 0
        while editor.isSearching && steps < 100 {
            editor.continueSearch()
            steps += 1
        }
        #expect(steps >= 3)
        #expect(editor.misspellingQuestion?.word == "wrng", "found after wrapping")
    }

    @Test func aKeyStopsTheLook() {
        var editor = loaded("|" + String(repeating: "fine\n", count: 1_000), FakeDictionary(["fine"]))
        editor.run(.nextMisspelling)
        #expect(editor.isSearching)
        editor.handle(.key(KeyChord(.right)))
        #expect(!editor.isSearching)
    }

    @Test func nextMisspellingLoadsTheDictionaryFirst() {
        var editor = Editor(document: CursorText.document("|fine wrng\n"))
        editor.run(.nextMisspelling)
        #expect(editor.takeEffects() == [.loadDictionary])
        editor.dictionaryLoaded(.success(FakeDictionary(["fine"])), language: "en_US")
        #expect(editor.misspellingQuestion?.word == "wrng")
    }
}
