extension GlobProgram {
    /// Whether the whole of `path` matches, by running every thread of the automaton in lockstep
    /// over the characters (no backtracking, so `*a*a*a…` cannot take exponential time).
    func matches<Path: Collection<Unicode.Scalar>>(_ path: Path) -> Bool {
        var run = GlobRun(instructions: instructions)
        run.add(GlobThread(pc: 0))
        for scalar in path {
            run.advance()
            for thread in run.previous { run.step(thread, over: scalar) }
            guard !run.current.isEmpty else { return false }
        }
        return run.current.contains { instructions[$0.pc] == .match }
    }
}

/// The live threads of one match, stepped one character at a time.
struct GlobRun {
    let instructions: [GlobInstruction]
    /// Threads waiting on the next character (or at `.match`), deduplicated.
    private(set) var current: [GlobThread] = []
    private(set) var previous: [GlobThread] = []
    /// `marks[pc] == generation` when a thread outside a number reached `pc` this step: cheaper
    /// than hashing, and such threads are nearly all of them.
    private var marks: [Int]
    private var generation = 1
    private var numberThreads: Set<GlobThread> = []
    private var pending: [GlobThread] = []

    init(instructions: [GlobInstruction]) {
        self.instructions = instructions
        marks = Array(repeating: 0, count: instructions.count)
    }

    /// Starts the next step: the current threads become the ones to move.
    mutating func advance() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        numberThreads.removeAll(keepingCapacity: true)
        generation += 1
    }

    /// Moves `thread` past `scalar` if its instruction accepts it.
    mutating func step(_ thread: GlobThread, over scalar: Unicode.Scalar) {
        switch instructions[thread.pc] {
        case .scalar(let expected) where expected == scalar: add(GlobThread(pc: thread.pc + 1))
        case .anyButSlash where scalar != "/": add(GlobThread(pc: thread.pc + 1))
        case .any: add(GlobThread(pc: thread.pc + 1))
        case .set(let set) where set.accepts(scalar): add(GlobThread(pc: thread.pc + 1))
        case .number(let range):
            if let progress = (thread.number ?? GlobNumber()).reading(scalar, for: range) {
                add(GlobThread(pc: thread.pc, number: progress))
            }
        default: break
        }
    }

    /// Adds `thread` and every thread reachable from it without reading a character.
    mutating func add(_ thread: GlobThread) {
        pending.append(thread)
        while let next = pending.popLast() {
            guard firstVisit(next) else { continue }
            switch instructions[next.pc] {
            case .split(let first, let second):
                pending.append(GlobThread(pc: second))
                pending.append(GlobThread(pc: first))
            case .jump(let target):
                pending.append(GlobThread(pc: target))
            case .number(let range):
                current.append(next)
                if next.number?.isComplete(in: range) == true { pending.append(GlobThread(pc: next.pc + 1)) }
            default:
                current.append(next)
            }
        }
    }

    private mutating func firstVisit(_ thread: GlobThread) -> Bool {
        guard thread.number == nil else { return numberThreads.insert(thread).inserted }
        guard marks[thread.pc] != generation else { return false }
        marks[thread.pc] = generation
        return true
    }
}

/// A position in the program, with the digits read so far when it is inside a number.
struct GlobThread: Hashable {
    var pc: Int
    var number: GlobNumber?

    init(pc: Int, number: GlobNumber? = nil) {
        self.pc = pc
        self.number = number
    }
}
