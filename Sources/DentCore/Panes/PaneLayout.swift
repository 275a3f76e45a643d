/// Names one pane for as long as it stays open.
public struct PaneID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public var description: String { "pane \(rawValue)" }
}

/// A rectangle of screen cells: a pane's text rows and, on its last row, its status line.
public struct PaneRect: Sendable, Equatable {
    public var top: Int
    public var left: Int
    public var rows: Int
    public var columns: Int

    public init(top: Int, left: Int, rows: Int, columns: Int) {
        (self.top, self.left, self.rows, self.columns) = (top, left, rows, columns)
    }

    /// True when the 0-based cell is inside.
    public func contains(row: Int, column: Int) -> Bool {
        (top..<(top + rows)).contains(row) && (left..<(left + columns)).contains(column)
    }
}

/// How the screen is cut into panes: a tree of splits, each cutting its rectangle in two side
/// by side (`right`, with a one-column border between) or one above the other (`below`; the
/// upper pane's status line is the border). A split keeps the first part's share in
/// thousandths, so resizing the terminal keeps the proportions.
public indirect enum PaneLayout: Sendable, Equatable {
    case pane(PaneID)
    case split(Direction, share: Int, PaneLayout, PaneLayout)

    public enum Direction: Sendable, Equatable {
        case right, below
    }

    /// The smallest pane shown: a text row and its status line, and a few columns. A part
    /// smaller than this is hidden (its sibling takes the whole rectangle), never drawn cut.
    public static let minimumRows = 2
    public static let minimumColumns = 8
    /// The share a split starts with, and the step a resize moves it by (thousandths).
    static let half = 500
    static let resizeStep = 50

    /// The panes in order (left to right, top to bottom): the order Next pane walks.
    public var panes: [PaneID] {
        switch self {
        case .pane(let id): [id]
        case .split(_, _, let first, let second): first.panes + second.panes
        }
    }

    /// The pane `id` cut in two: it stays first (left or above) and `new` takes the other half.
    func splitting(_ id: PaneID, _ direction: Direction, new: PaneID) -> PaneLayout {
        switch self {
        case .pane(id): .split(direction, share: PaneLayout.half, .pane(id), .pane(new))
        case .pane: self
        case .split(let d, let share, let first, let second):
            .split(d, share: share, first.splitting(id, direction, new: new), second.splitting(id, direction, new: new))
        }
    }

    /// The layout without the pane `id`: its sibling takes its split's whole rectangle. Nil
    /// when `id` is the only pane.
    func removing(_ id: PaneID) -> PaneLayout? {
        switch self {
        case .pane(let pane): return pane == id ? nil : self
        case .split(let direction, let share, let first, let second):
            guard let kept = first.removing(id) else { return second }
            guard let other = second.removing(id) else { return first }
            return .split(direction, share: share, kept, other)
        }
    }

    /// The innermost split holding `id` gives `id`'s side `step` thousandths more (less when
    /// negative), kept within 10%..90%. Unchanged when `id` is the only pane.
    func resizing(_ id: PaneID, by step: Int) -> PaneLayout {
        guard case .split(let direction, let share, let first, let second) = self else { return self }
        let inFirst = first.panes.contains(id)
        guard inFirst || second.panes.contains(id) else { return self }
        let inner = inFirst ? first : second
        if case .split = inner {
            let resized = inner.resizing(id, by: step)
            return inFirst ? .split(direction, share: share, resized, second) : .split(direction, share: share, first, resized)
        }
        return .split(direction, share: PaneLayout.clamped(share + (inFirst ? step : -step)), first, second)
    }

    /// A share kept within 10%..90%, so no resize hides a pane for good.
    static func clamped(_ share: Int) -> Int { Swift.min(Swift.max(share, 100), 900) }

    /// The layout with the split whose border is at `path` given `share`.
    func setting(share: Int, at path: [Bool]) -> PaneLayout {
        guard case .split(let d, let old, let first, let second) = self else { return self }
        guard let step = path.first else { return .split(d, share: PaneLayout.clamped(share), first, second) }
        let rest = Array(path.dropFirst())
        return step ? .split(d, share: old, first, second.setting(share: share, at: rest))
            : .split(d, share: old, first.setting(share: share, at: rest), second)
    }

    /// Where each shown pane goes in `rect`; a part too small is left out. `keep` names a pane
    /// that stays shown when only one side fits (the focused one).
    public func frames(in rect: PaneRect, keeping keep: PaneID? = nil) -> [(PaneID, PaneRect)] {
        var result: [(PaneID, PaneRect)] = []
        var borders: [PaneBorder] = []
        placeCollecting(in: rect, keeping: keep, into: &result, borders: &borders, path: [])
        return result
    }

    /// The borders between panes, each with the rectangle its split cuts and the path to the
    /// split (false: first part, true: second), for a drag to resize.
    public func borders(in rect: PaneRect, keeping keep: PaneID? = nil) -> [PaneBorder] {
        var result: [(PaneID, PaneRect)] = []
        var borders: [PaneBorder] = []
        placeCollecting(in: rect, keeping: keep, into: &result, borders: &borders, path: [])
        return borders
    }

    private func placeCollecting(in rect: PaneRect, keeping keep: PaneID?, into result: inout [(PaneID, PaneRect)],
                                 borders: inout [PaneBorder], path: [Bool]) {
        switch self {
        case .pane(let id):
            result.append((id, rect))
        case .split(let direction, let share, let first, let second):
            guard let (a, b, border) = PaneLayout.cut(rect, direction, share: share) else {
                // Too small for both: the side holding the kept pane (else the first) takes all.
                let whole = keep.map { second.panes.contains($0) } == true ? second : first
                return whole.placeCollecting(in: rect, keeping: keep, into: &result, borders: &borders, path: path + [whole == second])
            }
            borders.append(PaneBorder(direction: direction, split: rect, at: border, path: path))
            first.placeCollecting(in: a, keeping: keep, into: &result, borders: &borders, path: path + [false])
            second.placeCollecting(in: b, keeping: keep, into: &result, borders: &borders, path: path + [true])
        }
    }

    /// `rect` cut at `share` thousandths: the two parts and the border's column (right) or the
    /// first part's status row (below); nil when a part would be under the minimum size.
    static func cut(_ rect: PaneRect, _ direction: Direction, share: Int) -> (PaneRect, PaneRect, Int)? {
        switch direction {
        case .right:
            let usable = rect.columns - 1
            let width = (usable * share + 500) / 1000
            guard width >= minimumColumns, usable - width >= minimumColumns, rect.rows >= minimumRows else { return nil }
            return (PaneRect(top: rect.top, left: rect.left, rows: rect.rows, columns: width),
                    PaneRect(top: rect.top, left: rect.left + width + 1, rows: rect.rows, columns: usable - width),
                    rect.left + width)
        case .below:
            let height = (rect.rows * share + 500) / 1000
            guard height >= minimumRows, rect.rows - height >= minimumRows, rect.columns >= minimumColumns else { return nil }
            return (PaneRect(top: rect.top, left: rect.left, rows: height, columns: rect.columns),
                    PaneRect(top: rect.top + height, left: rect.left, rows: rect.rows - height, columns: rect.columns),
                    rect.top + height - 1)
        }
    }
}

/// A border between two panes, shown on screen: a column between panes side by side, or the
/// status row of the upper of two panes one above the other. Dragging it sets its split's share.
public struct PaneBorder: Sendable, Equatable {
    public var direction: PaneLayout.Direction
    /// The rectangle the split cuts.
    public var split: PaneRect
    /// The border's column (right) or row (below), 0-based on the screen.
    public var at: Int
    /// Which split: from the root, false for the first part, true for the second.
    var path: [Bool]

    /// True when the 0-based cell is on the border.
    public func contains(row: Int, column: Int) -> Bool {
        guard split.contains(row: row, column: column) else { return false }
        return direction == .right ? column == at : row == at
    }

    /// The share that puts the border at the 0-based cell.
    func share(toward row: Int, column: Int) -> Int {
        switch direction {
        case .right: ((column - split.left) * 1000) / Swift.max(split.columns - 1, 1)
        case .below: ((row - split.top + 1) * 1000) / Swift.max(split.rows, 1)
        }
    }
}
