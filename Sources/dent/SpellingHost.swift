import DentConfig
import DentCore
import DentFiles

/// hunspell is the editor's dictionary.
extension HunspellDictionary: SpellChecking {}

/// The host's side of Check spelling: it loads the dictionary the editor asks for
/// (`.loadDictionary`: `spell-language`, else the locale's, with the personal words added) and
/// keeps the personal word list (`.addWord`).
enum SpellingHost {
    /// The variables that choose the dictionary and where the lists are.
    static let variables = ["HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "LC_ALL", "LC_MESSAGES", "LANG"]

    static func perform(_ effect: Effect, editor: inout Editor, settings: Settings) {
        var values: [String: String] = [:]
        for name in variables { if let value = environment(name) { values[name] = value } }
        switch effect {
        case .loadDictionary:
            let language = HunspellDictionary.language(setting: settings.spellLanguage, environment: values)
            switch HunspellDictionary.open(language, folders: HunspellDictionary.folders(environment: values)) {
            case .success(let dictionary):
                for word in PersonalWords(environment: values).words() { dictionary.add(word) }
                editor.dictionaryLoaded(.success(dictionary), language: language)
            case .failure(let error):
                editor.dictionaryLoaded(.failure(SpellingProblem(error.message)), language: language)
            }
        case .addWord(let word):
            if let problem = PersonalWords(environment: values).add(word) {
                editor.message = Message("Could not add \(word) to your words: \(problem)", isError: true)
            }
        default:
            break
        }
    }
}
