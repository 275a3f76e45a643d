import Glibc

/// dent-bench: measures the layers of dent in-process and prints a Markdown table.
///
///     swift run -c release dent-bench                       # every figure, texts of 100 MB
///     swift run -c release dent-bench --sizes 1,10,100      # how the sized figures grow
///     swift run -c release dent-bench type-1m-100mb          # figures by name
///     swift run -c release dent-bench --runs 3 --size 20 --list
///     swift run -c release dent-bench frame-bytes                # only the bytes a keystroke sends
///     swift run -c release dent-bench --check               # the budgets CI holds (BudgetCheck)
var runs = 5
var sizes = [100]
var fixedScale = FixedScale.usual
var names: [String] = []
var listOnly = false
var checkOnly = false
var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--peak-child", arguments.count == 3 {
    MemoryFigures.runChild(mode: arguments[arguments.startIndex + 1], path: arguments[arguments.startIndex + 2])
}
if arguments.first == "--first-frame-child", arguments.count == 4 {
    let child = Array(arguments.dropFirst())
    FirstFrameFigures.runChild(cache: child[0], file: child[1], save: child[2] == "save")
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? runs
    case "--size":
        guard let size = arguments.popFirst().flatMap({ Int($0) }), size > 0 else { break }
        sizes = [size]
        fixedScale = .all(sizeMB: size)
    case "--sizes": sizes = arguments.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? sizes
    case "--list": listOnly = true
    case "--check": checkOnly = true
    case "--help", "-h":
        print("usage: dent-bench [--runs N] [--size MB | --sizes MB,MB,...] [--list | --check] [FIGURE...]\nfigures: "
            + Figures.all(sizesMB: sizes, fixedScale: fixedScale).map(\.name).joined(separator: ", ") + ", frame-bytes")
        exit(0)
    default: names.append(argument)
    }
}
if checkOnly { exit(BudgetCheck.run(Figures.all(sizesMB: sizes, fixedScale: fixedScale)) ? 0 : 1) }
let figures = Figures.all(sizesMB: sizes, fixedScale: fixedScale).filter { names.isEmpty || names.contains($0.name) }
let bytesTable = names.isEmpty || names.contains("frame-bytes")
guard !figures.isEmpty || bytesTable else {
    print("dent-bench: no figure named \(names.joined(separator: ", "))")
    exit(2)
}
if listOnly {
    figures.forEach { print("\($0.name): \($0.summary)") }
    exit(0)
}
if !figures.isEmpty {
    print(Report.header)
    for figure in figures {
        do {
            print(Report.row(try Timer.measure(figure, runs: runs)))
        } catch {
            print("| \(figure.name) | failed: \(error) | | | | | |")
        }
    }
}
if bytesTable {
    if !figures.isEmpty { print("") }
    print(FrameFigures.bytesTable)
}
