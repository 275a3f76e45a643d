import DentTestSupport
import Glibc
import Testing

/// README's commands, `.ci/run`, the Makefile and scripts/setup-debian.sh say the same things:
/// what a newcomer types is what the CI runs, and the packages README lists are the ones the
/// script installs.
@Suite struct SetupTests {
    /// The fenced commands of README's "Use it" section, each with the paragraph before it.
    static func readmeCommands() throws -> [(text: String, command: String)] {
        let readme = try #require(TextFile.read(TextFile.repositoryPath("README.md")), "README.md is missing")
        return commands(in: try useIt(readme))
    }

    /// README's "Use it" section, up to the next heading.
    static func useIt(_ readme: String) throws -> String {
        let sections = readme.split(separator: "\n## ", omittingEmptySubsequences: false)
        let section = try #require(sections.first { $0.hasPrefix("Use it\n") }, "README.md has no \"## Use it\" section")
        return String(section)
    }

    /// Each fenced block of one line with the paragraph that introduces it.
    static func commands(in section: String) -> [(text: String, command: String)] {
        let parts = section.split(separator: "```", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { index in
            let paragraph = parts[index - 1].split(separator: "\n\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
            return (String(paragraph), String(parts[index]).trimmingWhitespace())
        }
    }

    /// The commands of `.ci/run`: its lines that are not blank or a comment, each up to its first
    /// pipe or redirection (`make test 2>&1 | tee "$log"` runs `make test`).
    static func ciCommands() throws -> [String] {
        let script = try #require(TextFile.read(TextFile.repositoryPath(".ci/run")), ".ci/run is missing")
        return script.split(separator: "\n").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { line in line.split(separator: " ").prefix { !$0.contains(">") && $0 != "|" }.joined(separator: " ") }
    }

    @Test func theCIRunsTheTestCommandReadmeGives() throws {
        let tests = try Self.readmeCommands().filter { $0.text.contains("test suite") }
        try #require(tests.count == 1, "README's Use it section should give one command for the test suite: \(tests)")
        #expect(try Self.ciCommands().contains(tests[0].command), ".ci/run must run README's test command")
    }

    @Test func everyMakeTargetReadmeGivesIsInTheMakefile() throws {
        let makefile = try #require(TextFile.read(TextFile.repositoryPath("Makefile")), "Makefile is missing")
        let targets = Set(makefile.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.contains("=") else { return nil }
            return String(line[..<colon])
        })
        let commands = try Self.readmeCommands().map(\.command)
        #expect(commands.contains("make run") && commands.contains("make test"), "\(commands)")
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            guard words.first == "make", words.count > 1 else { continue }
            #expect(targets.contains(words[1]), "README's \(command): no such target in the Makefile")
        }
    }

    @Test func readmeNamesEveryPackageTheSetUpInstalls() throws {
        let readme = try #require(TextFile.read(TextFile.repositoryPath("README.md")))
        let section = try Self.useIt(readme)
        let listed = try ProcessRunner.run("/bin/bash", [TextFile.repositoryPath("scripts/setup-debian.sh"), "--list", "test"])
        #expect(listed.exitStatus == 0, "\(listed)")
        let packages = listed.stdout.split(separator: "\n").map(String.init)
        #expect(packages.count >= 10, "\(packages)")
        for package in packages {
            #expect(section.contains("`\(package)`"), "README's Use it section does not name \(package)")
        }
    }

    /// A fresh machine, simulated: no checked file exists (SETUP_ROOT) and no command is found
    /// (an empty PATH); as root the dry run names every package with its reason and the exact
    /// apt-get commands, and installs nothing.
    @Test func aFreshMachineGetsEveryPackageOfItsProfile() throws {
        let script = TextFile.repositoryPath("scripts/setup-debian.sh")
        for profile in ["run", "test"] {
            let listed = try ProcessRunner.run("/bin/bash", [script, "--list", profile])
            let packages = listed.stdout.split(separator: "\n").joined(separator: " ")
            let result = try ProcessRunner.run("/bin/bash", [script, "--dry-run", profile],
                                               environment: ["SETUP_ROOT": "/nonexistent/dent-setup", "PATH": ""])
            #expect(result.exitStatus == 0, "\(result)")
            let sudo = geteuid() == 0 ? "" : "sudo "
            #expect(result.stdout.hasSuffix("""
                would run: \(sudo)apt-get update -qq
                would run: \(sudo)env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \(packages)

                """), "\(result)")
            for package in listed.stdout.split(separator: "\n") {
                #expect(result.stdout.contains("\n  \(package): "), "\(profile): \(package) is not reported missing")
            }
        }
        let run = try ProcessRunner.run("/bin/bash", [script, "--list", "run"]).stdout
        let test = try ProcessRunner.run("/bin/bash", [script, "--list", "test"]).stdout
        #expect(test.hasPrefix(run), "the test profile includes what run needs")
    }

    @Test func anUnknownProfileIsAUsageError() throws {
        let result = try ProcessRunner.run("/bin/bash", [TextFile.repositoryPath("scripts/setup-debian.sh"), "build"])
        #expect(result.exitStatus == 2)
        #expect(result.stderr.contains("usage:"))
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
