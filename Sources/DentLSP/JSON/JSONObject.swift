/// A JSON object's members in the order they were read or set.
///
/// Order is kept so that output is deterministic (the same value writes the same bytes) and a
/// parsed message writes back as it came. RFC 8259 §4 leaves duplicate names' meaning to the
/// implementation: parsing keeps every member, and looking a name up finds the last one, as
/// ECMAScript's `JSON.parse` does. Members are one array of pairs, one allocation an object
/// (a large reply is hundreds of thousands of small objects).
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var members: [Member] = []

    public init() {}

    /// An object with `members` in order, duplicates kept.
    public init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members.map { Member(key: $0.key, value: $0.value) }
    }

    /// An object of these members, duplicates kept (the parser's).
    init(members: [Member]) {
        self.members = members
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }
    public var values: [JSONValue] { members.map(\.value) }

    /// The value of the last member named `key`; setting replaces that member's value in place,
    /// or appends a member; setting nil removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get { members.last { $0.key == key }?.value }
        set {
            guard let newValue else { return members.removeAll { $0.key == key } }
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                append(key, newValue)
            }
        }
    }

    /// Adds a member at the end, even when one of that name exists (the parser keeps both).
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object with the members in the order written (a later duplicate key replaces the
    /// earlier member's value in place).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements { self[key] = value }
    }
}
