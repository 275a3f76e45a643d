import DentFiles
import DentText

/// The places of files, kept under their real names (so `dent ../x` and `dent x` share one).
/// Failing to read or write the book never stops editing: places are a comfort.
enum Places {
    static func find(_ path: String) -> FilePlace? {
        guard !path.isEmpty, let key = PlaceBook.key(for: path) else { return nil }
        return PlaceBook.load().place(for: key)
    }

    static func record(_ places: [(String, FilePlace)]) {
        let keyed = places.compactMap { path, place in
            path.isEmpty ? nil : PlaceBook.key(for: path).map { (path: $0, place: place) }
        }
        PlaceBook.record(keyed)
    }
}
