import DentFiles
import Glibc

/// `dent --save-from-fd FD PATH`, the hidden mode Save with sudo runs under `sudo`: reads the
/// bytes from descriptor FD (a pipe from the dent that asked) to its end and saves them to
/// PATH with `FileSaver`, so a save as root keeps every promise of an ordinary one (a
/// temporary file, fsync, a rename in the target's folder with its mode and owner, or a save
/// in place behind a backup). Nothing else is read: no configuration, no terminal. It is not
/// in the usage line: a person has no reason to run it.
enum SaveFromDescriptor {
    static let option = "--save-from-fd"

    /// Runs the mode on the arguments after the option; the exit status: 0 saved, 1 not saved
    /// (the reason on stderr), 2 a bad command line.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let fd = Int32(arguments[0]), fd >= 0, !arguments[1].isEmpty else {
            printError("dent: \(option) needs a descriptor number and a file: dent \(option) FD PATH")
            return 2
        }
        let path = arguments[1]
        guard fcntl(fd, F_GETFD) >= 0 else {
            printError("dent: \(option) \(fd): \(String(cString: strerror(errno)))")
            return 2
        }
        do throws(FileError) {
            let file = try FileLoader.read(descriptor: fd, name: "descriptor \(fd)")
            try FileSaver.save(file.buffer, to: path)
            return 0
        } catch {
            printError("dent: \(error.description)")
            return 1
        }
    }
}
