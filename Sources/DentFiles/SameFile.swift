/// Whether two paths name one file, for "this file is already open".
public enum SameFile {
    /// True when `a` and `b` lead to the same file: the same device and inode when it exists
    /// (hard links and symbolic links included), else the same canonical path (a new file).
    public static func check(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        switch (FileIdentity.current(at: a), FileIdentity.current(at: b)) {
        case let (first?, second?): return first.device == second.device && first.inode == second.inode
        case (nil, nil): return PathResolution.canonical(a) == PathResolution.canonical(b)
        default: return false
        }
    }
}
