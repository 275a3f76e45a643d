import Glibc

/// Calls `body` with a NULL-terminated C array of `strings` (argv and envp for posix_spawn),
/// freed afterwards.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { preconditionFailure("a non-empty array has storage") }
        return body(base)
    }
}
