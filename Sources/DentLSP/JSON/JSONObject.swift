/// A JSON object's members in the order they were read or set.
///
/// Order is kept so that output is deterministic (the same value writes the same bytes) and a
/// parsed message writes back as it came. RFC 8259 §4 leaves duplicate names' meaning to the
/// implementation: parsing keeps every member, and looking a name up finds the last one, as
/// ECMAScript's `JSON.parse` does.
public struct JSONObject: Sendable, Equatable {
    public private(set) var keys: [String] = []
    public private(set) var values: [JSONValue] = []

    public init() {}

    /// An object with `members` in order, duplicates kept.
    public init(_ members: [(key: String, value: JSONValue)]) {
        keys = members.map(\.key)
        values = members.map(\.value)
    }

    /// Parallel lists of names and values (the parser's, which has them so).
    init(keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in order.
    public var members: Zip2Sequence<[String], [JSONValue]> { zip(keys, values) }

    /// The value of the last member named `key`; setting replaces that member's value in place,
    /// or appends a member; setting nil removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get { keys.lastIndex(of: key).map { values[$0] } }
        set {
            guard let newValue else { return removeAll(named: key) }
            if let index = keys.lastIndex(of: key) {
                values[index] = newValue
            } else {
                append(key, newValue)
            }
        }
    }

    /// Adds a member at the end, even when one of that name exists (the parser keeps both).
    public mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    private mutating func removeAll(named key: String) {
        for index in keys.indices.reversed() where keys[index] == key {
            keys.remove(at: index)
            values.remove(at: index)
        }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object with the members in the order written (a later duplicate key replaces the
    /// earlier member's value in place).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements { self[key] = value }
    }
}
