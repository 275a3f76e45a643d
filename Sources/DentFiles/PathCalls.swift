import DentText
import Glibc

// The system calls DentFiles makes with a path, taking the path as dent holds it: each passes
// it through `PathBytes.withCString`, so a name that is not UTF-8 (`caf\xe9.txt`) reaches the
// kernel with its own bytes. Declared in this module, they shadow Glibc's for every call with
// a `String` (a better match than Glibc's pointer, which Swift would fill with the string's
// UTF-8): the call sites read as the C calls they are. A call with a pointer still reaches
// Glibc's. `PathCallsTests` checks a name that is not UTF-8 through each.

@discardableResult
func open(_ path: String, _ flags: Int32) -> Int32 {
    PathBytes.withCString(path) { Glibc.open($0, flags) }
}

@discardableResult
func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    PathBytes.withCString(path) { Glibc.open($0, flags, mode) }
}

/// stat(2) (as `fstatat` at the working directory: Glibc's `stat` is also the struct's name).
@discardableResult
func stat(_ path: String, _ info: UnsafeMutablePointer<stat>) -> Int32 {
    PathBytes.withCString(path) { fstatat(AT_FDCWD, $0, info, 0) }
}

@discardableResult
func lstat(_ path: String, _ info: UnsafeMutablePointer<stat>) -> Int32 {
    PathBytes.withCString(path) { fstatat(AT_FDCWD, $0, info, AT_SYMLINK_NOFOLLOW) }
}

@discardableResult
func fstatat(_ directory: Int32, _ path: String, _ info: UnsafeMutablePointer<stat>, _ flags: Int32) -> Int32 {
    PathBytes.withCString(path) { Glibc.fstatat(directory, $0, info, flags) }
}

@discardableResult
func access(_ path: String, _ mode: Int32) -> Int32 {
    PathBytes.withCString(path) { Glibc.access($0, mode) }
}

@discardableResult
func faccessat(_ directory: Int32, _ path: String, _ mode: Int32, _ flags: Int32) -> Int32 {
    PathBytes.withCString(path) { Glibc.faccessat(directory, $0, mode, flags) }
}

@discardableResult
func unlink(_ path: String) -> Int32 {
    PathBytes.withCString(path) { Glibc.unlink($0) }
}

@discardableResult
func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
    PathBytes.withCString(path) { Glibc.mkdir($0, mode) }
}

func opendir(_ path: String) -> OpaquePointer? {
    PathBytes.withCString(path) { Glibc.opendir($0) }
}

@discardableResult
func rename(_ from: String, _ to: String) -> Int32 {
    PathBytes.withCString(from) { old in PathBytes.withCString(to) { Glibc.rename(old, $0) } }
}

@discardableResult
func linkat(_ fromDirectory: Int32, _ from: String, _ toDirectory: Int32, _ to: String, _ flags: Int32) -> Int32 {
    PathBytes.withCString(from) { old in PathBytes.withCString(to) { Glibc.linkat(fromDirectory, old, toDirectory, $0, flags) } }
}

@discardableResult
func readlink(_ path: String, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int {
    PathBytes.withCString(path) { Glibc.readlink($0, buffer, size) }
}

/// realpath(3), the answer decoded as names are (`PathBytes.string`); nil on failure.
func realPath(_ path: String) -> String? {
    guard let resolved = PathBytes.withCString(path, { Glibc.realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return PathBytes.string(cString: resolved)
}

/// strdup(3) of a path's bytes, for what must be ready before it is needed (the crash rescue).
func strdup(_ path: String) -> UnsafeMutablePointer<CChar>? {
    PathBytes.withCString(path) { Glibc.strdup($0) }
}

/// mkstemp(3) of `template` (ending in `XXXXXX`): the descriptor (-1 with errno on failure)
/// and the name made, as dent holds names.
func mkstemp(_ template: String) -> (fd: Int32, path: String) {
    var bytes = PathBytes.bytes(template).map { CChar(bitPattern: $0) } + [0]
    let fd = bytes.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { Glibc.mkstemp($0) } ?? -1 }
    return (fd, PathBytes.string(bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }))
}
