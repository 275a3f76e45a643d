import DentText
import Glibc

/// Extended attributes (`user.*`, POSIX ACLs in `system.posix_acl_access`, SELinux labels in
/// `security.selinux`): a new file made by an atomic save must carry the original's.
///
/// `import Glibc` does not include <sys/xattr.h>, and DentFiles has no C target of its own, so
/// the four calls are looked up in the C library by name (dlsym with the default handle);
/// their C signatures are those of listxattr(2), getxattr(2), fsetxattr(2) and setxattr(2).
struct ExtendedAttributes {
    private typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias FileSet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias PathSet = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private let list: List
    private let get: Get
    private let fileSet: FileSet
    private let pathSet: PathSet

    /// The calls, or nil when the C library lacks them (then no attributes are copied).
    init?() {
        guard let list = dlsym(nil, "listxattr"), let get = dlsym(nil, "getxattr"),
              let fileSet = dlsym(nil, "fsetxattr"), let pathSet = dlsym(nil, "setxattr") else { return nil }
        self.list = unsafeBitCast(list, to: List.self)
        self.get = unsafeBitCast(get, to: Get.self)
        self.fileSet = unsafeBitCast(fileSet, to: FileSet.self)
        self.pathSet = unsafeBitCast(pathSet, to: PathSet.self)
    }

    /// The attribute names of `path` visible to this process; ENOTSUP means none.
    func names(of path: String) -> Result<[String], FileErrno> {
        switch fetch({ buffer, size in PathBytes.withCString(path) { list($0, buffer?.assumingMemoryBound(to: CChar.self), size) } }) {
        case .success(let bytes):
            return .success(bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        case .failure(let failure) where failure.code == ENOTSUP:
            return .success([])
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// The value of attribute `name` of `path`.
    func value(of name: String, at path: String) -> Result<[UInt8], FileErrno> {
        fetch { buffer, size in PathBytes.withCString(path) { get($0, name, buffer, size) } }
    }

    /// Sets attribute `name` on the open file `fd`; 0 or the errno.
    func set(_ name: String, _ value: [UInt8], on fd: Int32) -> Int32 {
        value.withUnsafeBytes { fileSet(fd, name, $0.baseAddress, $0.count, 0) } == 0 ? 0 : errno
    }

    /// Sets attribute `name` on the file at `path`; 0 or the errno.
    func set(_ name: String, _ value: [UInt8], at path: String) -> Int32 {
        value.withUnsafeBytes { bytes in PathBytes.withCString(path) { pathSet($0, name, bytes.baseAddress, bytes.count, 0) } } == 0 ? 0 : errno
    }

    /// Copies every attribute of `path` onto `fd`; 0 or the errno of the first failure.
    func copy(from path: String, to fd: Int32) -> Int32 {
        let names: [String]
        switch self.names(of: path) {
        case .success(let list): names = list
        case .failure(let failure): return failure.code
        }
        for name in names {
            switch value(of: name, at: path) {
            case .success(let bytes):
                let code = set(name, bytes, on: fd)
                if code != 0 { return code }
            case .failure(let failure):
                return failure.code
            }
        }
        return 0
    }

    /// The xattr calls' protocol: ask the size with a NULL buffer, then fetch; ERANGE means the
    /// value grew in between, so ask again.
    private func fetch(_ call: (UnsafeMutableRawPointer?, Int) -> Int) -> Result<[UInt8], FileErrno> {
        for _ in 0..<8 {
            let size = call(nil, 0)
            guard size >= 0 else { return .failure(FileErrno(errno)) }
            guard size > 0 else { return .success([]) }
            var bytes = [UInt8](repeating: 0, count: size)
            let got = bytes.withUnsafeMutableBytes { call($0.baseAddress, $0.count) }
            if got >= 0 { return .success(Array(bytes.prefix(got))) }
            if errno != ERANGE { return .failure(FileErrno(errno)) }
        }
        return .failure(FileErrno(ERANGE))
    }
}
