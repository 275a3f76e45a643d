import DentText

/// The list of places a server named (several definitions, references, diagnostics), a
/// filtered list (`Editor+Lists`): Enter goes to the highlighted place (its file opened when it
/// is not), Esc returns. The list stays the current list: Next message (F4) steps through it.
extension Editor {
    /// The entries matching `filter`, best first (`ListRanker`), by their `file:line: text`.
    public func placeListEntries(filter: String = "") -> [FoundPlace] {
        ListRanker(filter).rank(servers.places?.places ?? []) { [$0.label] }
    }

    /// Enter: closes the list and goes to the highlighted place.
    public mutating func choosePlaceListSelection() {
        guard case .placeList(let state) = modals.last else { return }
        let entries = placeListEntries(filter: state.filter)
        guard entries.indices.contains(state.selected) else { return }
        let chosen = entries[state.selected]
        dismissModal()
        servers.placeIndex = servers.places?.places.firstIndex(of: chosen) ?? -1
        effects.append(.openPlace(chosen))
    }

    /// Next (or previous) message: the next place of the list shown last, when one was; else the
    /// next line of the file shown that a server's diagnostic or Lint marked.
    public mutating func stepMessage(forward: Bool) {
        if servers.stepsThroughPlaces, let places = servers.places?.places, !places.isEmpty {
            let count = places.count
            let index = servers.placeIndex < 0 ? (forward ? 0 : count - 1) : (servers.placeIndex + (forward ? 1 : -1) + count) % count
            servers.placeIndex = index
            effects.append(.openPlace(places[index]))
            message = Message("\(index + 1) of \(count): " + places[index].label)
            return
        }
        stepMarkedLine(forward: forward)
    }

    /// Alt+Shift+X: the list of every diagnostic the servers published, the file shown's first;
    /// the host gathers them (`.listDiagnostics`) and shows them (`showPlaces`).
    public mutating func listDiagnostics() {
        effects.append(.listDiagnostics(currentID))
    }

    /// The host's list of diagnostics, as `title`.
    public mutating func diagnosticsListed(_ places: [FoundPlace]) {
        guard !places.isEmpty else {
            message = Message("No diagnostics: the language servers found nothing (or none runs: \(commands[.startLanguageServer].title) in the palette)")
            return
        }
        showPlaces(PlaceList(title: "\(places.count.counted("diagnostic"))", places: places))
    }
}
