extension JSONValue {
    /// This value with `patch` applied as a JSON Merge Patch (RFC 7396 §2): an object patch
    /// merges member by member (`JSONObject.merging`), over an empty object when this value is
    /// none; any other patch replaces the value whole.
    public func merging(_ patch: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        return .object((object ?? JSONObject()).merging(changes))
    }
}

extension JSONObject {
    /// This object with `patch` merged into it (RFC 7396 §2): each member of the patch merges
    /// into the member of its name, recursively, and a `null` one removes it. dent lays a
    /// user's `language-server-options` over the built-in ones this way, so
    /// `{"procMacro": {"enable": true}}` turns one thing on and keeps the rest.
    public func merging(_ patch: JSONObject) -> JSONObject {
        var result = self
        for member in patch.members {
            // Not a `?:`: its `nil` would be JSONValue's nil literal, `.null`, not "no member".
            if member.value == .null {
                result[member.key] = nil
            } else {
                result[member.key] = (result[member.key] ?? .null).merging(member.value)
            }
        }
        return result
    }
}
