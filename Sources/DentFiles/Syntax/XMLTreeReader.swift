import CXML
import DentSyntax

/// Why an XML document could not be read: libxml2's message and line, or that libxml2 itself
/// is missing (it is loaded on first use, not linked: CXML.h).
public struct XMLReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// 1-based; 0 when the problem is not at a place in the document.
    public let line: Int
    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Reads a whole XML document into an `XMLElement` tree with libxml2's xmlTextReader.
public enum XMLTreeReader {
    /// Loads libxml2 (once; later calls return at once). Call it early on a worker thread so the
    /// first spec read does not wait for the library to map.
    @discardableResult
    public static func load() -> XMLReadError? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard dent_xml_load(&buffer, buffer.count) != 0 else { return nil }
        let end = buffer.firstIndex(of: 0) ?? buffer.count
        let text = String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return XMLReadError(message: "libxml2 could not be loaded (\(text)); install Debian libxml2", line: 0)
    }

    /// The document's root element; `name` names it in libxml2's messages.
    public static func read(_ bytes: [UInt8], name: String) throws(XMLReadError) -> XMLElement {
        try read(bytes, name: name, keepingRootChildren: nil)
    }

    /// The root element with only its first children, as long as they are named in `leading`:
    /// reading stops at the first child of the root with another name, so the rest of the
    /// document is neither parsed nor checked (a language spec's `<metadata>` without its
    /// `<definitions>`, for the catalog).
    public static func readHead(_ bytes: [UInt8], name: String, leading: Set<String>) throws(XMLReadError) -> XMLElement {
        try read(bytes, name: name, keepingRootChildren: leading)
    }

    private static func read(_ bytes: [UInt8], name: String, keepingRootChildren leading: Set<String>?) throws(XMLReadError) -> XMLElement {
        if let problem = load() { throw problem }
        let opened = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { dent_xml_open($0.baseAddress, Int32($0.count), name) }
        }
        guard let reader = opened else { throw XMLReadError(message: "cannot start an XML reader", line: 0) }
        defer { dent_xml_free(reader) }
        // bytes must outlive the reader, which reads them in place as it goes.
        return try withExtendedLifetime(bytes) { () throws(XMLReadError) -> XMLElement in
            try build(reader, leading: leading)
        }
    }

    /// Walks the reader's nodes, keeping a stack of the open elements; with `leading`, stops at
    /// the first child of the root not named in it and closes what is open.
    private static func build(_ reader: OpaquePointer, leading: Set<String>?) throws(XMLReadError) -> XMLElement {
        var open: [XMLElement] = []
        var root: XMLElement?
        func close(_ element: XMLElement) {
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(.element(element)) }
        }
        while true {
            let result = dent_xml_read(reader)
            if result == 0 { break }
            if result < 0 { throw problem(reader) }
            switch Int(dent_xml_node_type(reader)) {
            case DENT_XML_ELEMENT:
                if let leading, open.count == 1, !leading.contains(string(dent_xml_name(reader))) {
                    while let element = open.popLast() { close(element) }
                    return root ?? XMLElement(name: "")
                }
                let element = XMLElement(name: string(dent_xml_name(reader)), attributes: attributes(reader),
                                         line: Int(dent_xml_line(reader)))
                if dent_xml_is_empty_element(reader) == 1 { close(element) } else { open.append(element) }
            case DENT_XML_END_ELEMENT:
                if let element = open.popLast() { close(element) }
            case DENT_XML_TEXT, DENT_XML_CDATA,
                 DENT_XML_WHITESPACE, DENT_XML_SIGNIFICANT_WHITESPACE:
                if !open.isEmpty { open[open.count - 1].children.append(.text(string(dent_xml_value(reader)))) }
            default:
                continue
            }
        }
        guard let root else { throw XMLReadError(message: "no root element", line: 0) }
        return root
    }

    private static func attributes(_ reader: OpaquePointer) -> [XMLAttribute] {
        var found: [XMLAttribute] = []
        while dent_xml_next_attribute(reader) == 1 {
            found.append(XMLAttribute(string(dent_xml_name(reader)), string(dent_xml_value(reader))))
        }
        dent_xml_back_to_element(reader)
        return found
    }

    private static func problem(_ reader: OpaquePointer) -> XMLReadError {
        var line: Int32 = 0
        guard let message = dent_xml_error(reader, &line) else {
            return XMLReadError(message: "malformed XML", line: Int(dent_xml_line(reader)))
        }
        return XMLReadError(message: String(cString: message), line: Int(line))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
