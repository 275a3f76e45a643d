import DentSyntax

// STUB, deleted at merge: the engine's span formatter (the four columns of
// gsv_spans.py --no-header) replaces spanListing(of:highlighter:), and the integration's
// coloured output replaces highlightedText(of:highlighter:). SyntaxCommands calls both.

/// The style runs of `bytes` as `line TAB start TAB end TAB style-id` lines.
func spanListing(of bytes: [UInt8], highlighter: Highlighter) -> [String] { [] }

/// `bytes` with the terminal's colours for their styles.
func highlightedText(of bytes: [UInt8], highlighter: Highlighter) -> [UInt8] { bytes }
