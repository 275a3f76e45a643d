import DentCore
import DentWire

/// The terminal's screen as dent draws it: the frame encoder, which keeps the last frame (what
/// the terminal shows), and what each row of that frame was drawn from (`RenderCache`). Each
/// frame is drawn over the last one, so only the rows whose line or view changed are drawn
/// again, and then encoded. Kept together, the rows the cache describes are always the rows
/// the next frame starts from; the host keeps one from frame to frame.
public struct Screen: Sendable {
    public private(set) var encoder: FrameEncoder
    private var cache = RenderCache()

    public init(caps: TerminalCaps) { encoder = FrameEncoder(caps: caps) }

    /// The last frame drawn: what the terminal shows; nil before the first and after `invalidate`.
    public var frame: CellGrid? { encoder.lastFrame }

    /// Draws `editor` on a `rows`×`columns` screen and returns the bytes that bring the terminal
    /// from the last frame to it (`Renderer.render`, `FrameEncoder.encode`).
    @discardableResult
    public mutating func draw(_ editor: Editor, rows: Int, columns: Int, theme: Theme = .standard) -> [UInt8] {
        let grid = Renderer.render(editor, rows: rows, columns: columns, theme: theme, over: encoder.lastFrame, cache: &cache)
        return encoder.encode(grid)
    }

    /// Forgets what the terminal shows, so the next frame is drawn and sent whole (after a
    /// resize, a resume from suspend, or anything else that may have touched the screen).
    public mutating func invalidate() { encoder.invalidate() }
}
