/// A filtered list's state (the open files, Alt+O; the languages, Alt+L): what the user typed to
/// filter it, and the highlighted entry among those that match.
public struct ListState: Sendable, Equatable {
    public var filter = ""
    public var selected = 0

    public init(filter: String = "", selected: Int = 0) {
        self.filter = filter
        self.selected = selected
    }
}

extension Modal {
    /// The list's state when this modal is a filtered list.
    var listState: ListState? {
        switch self {
        case .fileList(let state), .languageList(let state), .placeList(let state), .serverQuestion(let state): state
        default: nil
        }
    }

    /// This list with `state` (a modal that is no list stays as it is).
    func withList(_ state: ListState) -> Modal {
        switch self {
        case .fileList: .fileList(state)
        case .languageList: .languageList(state)
        case .placeList: .placeList(state)
        case .serverQuestion: .serverQuestion(state)
        default: self
        }
    }
}
