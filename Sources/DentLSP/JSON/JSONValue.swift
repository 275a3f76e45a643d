/// A JSON value (RFC 8259) as dent reads and writes it.
///
/// Numbers keep what they were: a number written without a fraction or an exponent that fits
/// in an `Int` is `.int`, exactly (LSP's ids, lines, characters and versions are all integers,
/// and a `Double` would round those above 2^53); every other number is `.double`. Objects keep
/// their members in order (`JSONObject`), so what dent writes is the same bytes on every run.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

extension JSONValue {
    /// The member `key` of an object; nil for a missing member or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; nil out of bounds or for a value that is no array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The value as an `Int`: an `.int`, or a `.double` that is a whole number an `Int` holds
    /// (a server written in a language with only doubles may write `3.0` for 3).
    public var int: Int? {
        switch self {
        case .int(let number): return number
        case .double(let number): return Int(exactly: number)
        default: return nil
        }
    }

    /// The value as a `Double`, either kind of number.
    public var double: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    public var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var isNull: Bool { self == .null }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object with the members in the order written (as `JSONObject`'s literal).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
