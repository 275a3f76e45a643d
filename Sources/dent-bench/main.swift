import Glibc

/// dent-bench: measures the layers of dent in-process and prints a Markdown table.
///
///     swift run -c release dent-bench                 # every figure
///     swift run -c release dent-bench load-100mb      # figures by name
///     swift run -c release dent-bench --runs 3 --size 20
var runs = 5
var sizeMB = 100
var names: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? runs
    case "--size": sizeMB = arguments.popFirst().flatMap { Int($0) } ?? sizeMB
    case "--help", "-h":
        print("usage: dent-bench [--runs N] [--size MB] [FIGURE...]\nfigures: "
            + Figures.all(sizeMB: sizeMB).map(\.name).joined(separator: ", "))
        exit(0)
    default: names.append(argument)
    }
}
let figures = Figures.all(sizeMB: sizeMB).filter { names.isEmpty || names.contains($0.name) }
guard !figures.isEmpty else {
    print("dent-bench: no figure named \(names.joined(separator: ", "))")
    exit(2)
}
print(Report.header)
for figure in figures {
    do {
        print(Report.row(try Timer.measure(figure, runs: runs)))
    } catch {
        print("| \(figure.name) | failed: \(error) | | | | | |")
    }
}
