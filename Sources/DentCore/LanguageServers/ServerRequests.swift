import DentLSP

/// The editor's side of asking language servers (issue 54): the question waiting for its
/// answer, the hover box shown, the list of places shown, and which list Next message steps
/// through.
public struct ServerRequests: Sendable, Equatable {
    /// The number of the last question asked; an answer to an older one is dropped.
    var ticket = 0
    /// The question waiting for its answer and the place it was asked at: the user who moved
    /// since has moved past it, and its answer is dropped.
    var awaiting: (question: ServerQuestion, place: Place)?
    /// The hover box's content while it is shown.
    public internal(set) var hover: HoverContent?
    /// The list of places (several definitions, references, diagnostics) while it is, or was
    /// last, shown: Next message steps through it when it is the current list.
    public internal(set) var places: PlaceList?
    /// What Next message (F4) steps through: the marks of the file shown (diagnostics and
    /// lint) until a list of places is shown.
    var stepsThroughPlaces = false
    /// Where Next message stands in `places`.
    var placeIndex = -1
    /// The questions servers ask, oldest first (`Editor+ServerQuestions`).
    public internal(set) var askings: [ServerAsking] = []

    public static func == (a: ServerRequests, b: ServerRequests) -> Bool {
        a.ticket == b.ticket && a.awaiting?.question == b.awaiting?.question && a.hover == b.hover && a.places == b.places
            && a.stepsThroughPlaces == b.stepsThroughPlaces && a.placeIndex == b.placeIndex && a.askings == b.askings
    }
}

/// A list of places a server named: its title ("References to add") and entries.
public struct PlaceList: Sendable, Equatable {
    public var title: String
    public var places: [FoundPlace]
}
