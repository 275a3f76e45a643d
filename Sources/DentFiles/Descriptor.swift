import CWriteback
import DentText
import Glibc

/// Checked I/O on file descriptors. Every function returns 0 or the `errno` of the failure,
/// because a write can succeed and the failure (ENOSPC, EIO) appear only at fsync or close.
enum Descriptor {
    /// Writes both halves of the gap buffer at the current offset, without joining them, a
    /// `writebackPiece` at a time, starting each piece's way to the device as soon as it is
    /// written (`dent_start_writeback`). A 100 MB file written at once piled up dirty pages
    /// until the kernel throttled the write itself (docs/PERFORMANCE.md); started piece by piece, the device works while the rest is copied, and the fsync after waits for less.
    /// A save's `monitor` counts what is written and can stop it (`ECANCELED`) between writes.
    static func writeAll(_ buffer: GapBuffer, to fd: Int32, monitor: SaveMonitor? = nil) -> Int32 {
        var offset = Int64(lseek(fd, 0, SEEK_CUR))
        return buffer.withHalves { before, after in
            let first = writeAll(UnsafeRawBufferPointer(before), to: fd, startingWriteback: &offset, monitor: monitor)
            return first != 0 ? first : writeAll(UnsafeRawBufferPointer(after), to: fd, startingWriteback: &offset, monitor: monitor)
        }
    }

    /// Writes `bytes` a `writebackPiece` at a time, each started on its way to the device once
    /// written; `offset` is where they go in the file (negative: unknown, nothing started), and
    /// is moved past them.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, startingWriteback offset: inout Int64,
                         monitor: SaveMonitor? = nil) -> Int32 {
        var start = 0
        while start < bytes.count {
            let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<Swift.min(start + writebackPiece, bytes.count)])
            let code = writeAll(piece, to: fd, monitor: monitor)
            if code != 0 { return code }
            // Only a hint: the fsync that follows reports any error.
            if offset >= 0 { _ = dent_start_writeback(fd, offset, Int64(piece.count)) }
            start += piece.count
            offset += Int64(piece.count)
        }
        return 0
    }

    /// Bytes written before their writeback is started: large enough for few system calls,
    /// small enough that the device starts early.
    static let writebackPiece = 8 << 20

    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte, continuing after short writes (POSIX write(2) may write fewer bytes
    /// than asked, for instance when a signal arrives or the disk fills up). With a save's
    /// `monitor`, each write is counted, and a save asked to stop stops before the next one
    /// with `ECANCELED` (no write(2) gives that code, so it means only this).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, monitor: SaveMonitor? = nil) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            if monitor?.isCancelled == true { return ECANCELED }
            let n = retrying { write(fd, base + written, bytes.count - written) }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            written += n
            monitor?.advance(by: n)
        }
        return 0
    }

    /// Copies everything from `source`'s start to `destination`'s current offset, in 1 MiB
    /// pieces (counted by a save's `monitor`, which can stop it between them).
    static func copyAll(from source: Int32, to destination: Int32, monitor: SaveMonitor? = nil) -> Int32 {
        guard lseek(source, 0, SEEK_SET) == 0 else { return errno }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { raw in retrying { read(source, raw.baseAddress, raw.count) } }
            if n < 0 { return errno }
            if n == 0 { return 0 }
            let failed = chunk.withUnsafeBytes { writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<n]), to: destination, monitor: monitor) }
            if failed != 0 { return failed }
        }
    }

    /// fsync(2): the bytes and the metadata reach the device.
    static func sync(_ fd: Int32) -> Int32 {
        retrying { fsync(fd) } == 0 ? 0 : errno
    }

    /// close(2), not retried: Linux releases the descriptor even when close fails.
    static func close(_ fd: Int32) -> Int32 {
        Glibc.close(fd) == 0 ? 0 : errno
    }

    /// fsyncs `directory`, so a rename or a new name in it survives a power loss (POSIX leaves
    /// directory durability to fsync of the directory). Errors other than EIO are ignored:
    /// some file systems refuse fsync on directories (EINVAL) and have nothing to flush.
    static func syncDirectory(_ directory: String) -> Int32 {
        let fd = retrying { open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return 0 }
        defer { Glibc.close(fd) }
        let code = sync(fd)
        return code == EIO ? EIO : 0
    }
}
