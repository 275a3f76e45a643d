import Glibc

/// Runs a system call, retrying while it is interrupted by a signal (POSIX `EINTR`).
///
/// Not for `close(2)`: on Linux the descriptor is released even when close reports EINTR, so a
/// retry could close a descriptor another part of the program has just been given.
@inline(__always) func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}
