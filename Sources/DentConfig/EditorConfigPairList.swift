/// Pairs keyed by name that remember the order keys first appeared, so a resolved list reads in
/// the order of the files (the core tests sort before comparing, so order is only for people).
struct EditorConfigPairList {
    private(set) var pairs: [EditorConfigPair] = []
    private var positions: [String: Int] = [:]

    subscript(key: String) -> String? {
        get { positions[key].map { pairs[$0].value } }
        set {
            guard let value = newValue else { return }
            if let position = positions[key] {
                pairs[position].value = value
            } else {
                positions[key] = pairs.count
                pairs.append(EditorConfigPair(key: key, value: value))
            }
        }
    }

    /// The defaults cores add after reading the files, as core-c applies them (core tests
    /// `indent_size_default_*`, `tab_width_default_*`, `unset_indent_size_ML`):
    /// - `indent_style = tab` with no `indent_size` gives `indent_size = tab`;
    /// - an `indent_size` other than `tab` with no `tab_width` gives that `tab_width` ("This
    ///   defaults to the value of `indent_size`", even when that value is `unset`);
    /// - `indent_size = tab` with a `tab_width` becomes that width ("the `indent_size` shall be set
    ///   to the tab size, which should be `tab_width` (if specified)"), unless the width is `unset`.
    mutating func applyIndentDefaults() {
        if self["indent_style"] == "tab", self["indent_size"] == nil {
            self["indent_size"] = "tab"
        }
        if let size = self["indent_size"], size != "tab", self["tab_width"] == nil {
            self["tab_width"] = size
        }
        if self["indent_size"] == "tab", let width = self["tab_width"], width != "unset" {
            self["indent_size"] = width
        }
    }
}
