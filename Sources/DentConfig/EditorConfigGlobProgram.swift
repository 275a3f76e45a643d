/// One step of a compiled glob: a small nondeterministic automaton (Thompson's construction),
/// run by `GlobProgram.matches` in time linear in the path, whatever stars and braces the glob has.
enum GlobInstruction: Sendable, Equatable {
    case scalar(Unicode.Scalar)
    case anyButSlash
    case any
    case set(GlobScalarSet)
    /// Consumes an integer in the range; the thread carries the digits read so far.
    case number(ClosedRange<Int>)
    /// Continue at both targets.
    case split(Int, Int)
    case jump(Int)
    case match
}

/// A glob compiled to instructions; instruction 0 is the start.
struct GlobProgram: Sendable, Equatable {
    private(set) var instructions: [GlobInstruction] = []

    init(_ nodes: [GlobNode]) {
        emit(nodes)
        instructions.append(.match)
    }

    private mutating func emit(_ nodes: [GlobNode]) {
        for node in nodes { emit(node) }
    }

    private mutating func emit(_ node: GlobNode) {
        switch node {
        case .literal(let scalar): instructions.append(.scalar(scalar))
        case .anyScalar: instructions.append(.anyButSlash)
        case .set(let set): instructions.append(.set(set))
        case .number(let range): instructions.append(.number(range))
        case .star: emitLoop(.anyButSlash)
        case .globstar: emitLoop(.any)
        case .directories: emitDirectories()
        case .choice(let alternatives): emitChoice(alternatives)
        }
    }

    /// Zero or more of `step`.
    private mutating func emitLoop(_ step: GlobInstruction) {
        let start = instructions.count
        instructions += [.split(start + 1, start + 3), step, .jump(start)]
    }

    /// Nothing, or any text that ends with `/`.
    private mutating func emitDirectories() {
        let start = instructions.count
        instructions.append(.split(start + 1, start))
        emitLoop(.any)
        instructions.append(.scalar("/"))
        instructions[start] = .split(start + 1, instructions.count)
    }

    /// Each alternative in turn, all joining after the last.
    private mutating func emitChoice(_ alternatives: [[GlobNode]]) {
        var exits: [Int] = []
        for alternative in alternatives.dropLast() {
            let split = instructions.count
            instructions.append(.split(split + 1, split))
            emit(alternative)
            exits.append(instructions.count)
            instructions.append(.jump(0))
            instructions[split] = .split(split + 1, instructions.count)
        }
        emit(alternatives.last ?? [])
        for exit in exits { instructions[exit] = .jump(instructions.count) }
    }
}
