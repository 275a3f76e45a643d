/// An XML element as a value: what the spec reader (DentFiles' `XMLTreeReader`, over libxml2)
/// hands the pure layer, so turning a language spec into a `Language` does no I/O and can be
/// tested on trees made in code.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// 1-based line of the start tag in its file, for messages.
    public var line: Int

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public func elements(named name: String) -> [XMLElement] { elements.filter { $0.name == name } }

    public func element(named name: String) -> XMLElement? { elements.first { $0.name == name } }

    /// The text directly inside the element (character data and CDATA, joined).
    public var text: String {
        children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }
}

public struct XMLAttribute: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

public enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(String)
}
