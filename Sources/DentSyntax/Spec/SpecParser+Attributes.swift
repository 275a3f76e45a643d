/// How the parser reads attribute values and ids, as GtkSourceView's parser does.
extension SpecParser {
    /// The language part of a decorated id ("def" of "def:comment"); nil when undecorated
    /// (no colon, or the `lang:*` of a wildcard reference).
    static func owner(of id: String) -> String? {
        guard let colon = ownerColon(id) else { return nil }
        return String(id[..<colon])
    }

    /// Whether `id` is decorated (`owner(of:)` is not nil), without making the owner's string.
    static func hasOwner(_ id: String) -> Bool { ownerColon(id) != nil }

    /// The colon after the owner, found in the UTF-8 (a search by Character runs the grapheme
    /// rules at every step, and every id and reference of a spec is looked at).
    private static func ownerColon(_ id: String) -> String.Index? {
        let utf8 = id.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")),
              !utf8[utf8.index(after: colon)...].elementsEqual("*".utf8) else { return nil }
        return colon
    }

    /// GtkSourceView's `str_to_bool`: "true" in any case is true, anything else false.
    static func bool(_ value: String?) -> Bool {
        value?.lowercased() == "true"
    }

    static func regexOptions(of element: XMLElement, base: SyntaxRegexOptions) -> SyntaxRegexOptions {
        var flags = base
        for attribute in element.attributes {
            let on = bool(attribute.value)
            switch attribute.name {
            case "case-sensitive": if on { flags.remove(.caseless) } else { flags.insert(.caseless) }
            case "extended": if on { flags.insert(.extended) } else { flags.remove(.extended) }
            case "dupnames": if on { flags.insert(.duplicateNames) } else { flags.remove(.duplicateNames) }
            default: continue
            }
        }
        return flags
    }

    static func classes(of element: XMLElement) -> [ClassSpec] {
        func split(_ text: String?, _ enabled: Bool) -> [ClassSpec] {
            (text ?? "").split(separator: " ", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                .map { ClassSpec(name: String($0), enabled: enabled) }
        }
        return split(element.attribute("class"), true) + split(element.attribute("class-disabled"), false)
    }

    /// `_gtk_source_utils_string_to_int`: a whole decimal number, else nil (a group name).
    static func nonNegativeInteger(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text).flatMap { $0 <= Int(Int32.max) ? $0 : nil }
    }
}
