import DentText

/// Saves byte-exact, atomically where possible (docs/SAFETY.md).
///
/// The plan is made first (`SavePlan`): symlinks are followed so the link stays a link; a
/// read-only file, a read-only file system or a permission problem is refused before anything
/// is written. Then `AtomicSave` writes a temporary file in the same folder with the original's
/// owner, group, extended attributes and mode, and renames it over the target; or, when a
/// rename would break hard links, an owner, attributes or a mount, `InPlaceSave` writes into
/// the file after making a backup. A failure at any step leaves the original byte-identical
/// and no temporary file behind; the error names the file and the reason.
///
/// The process should ignore SIGXFSZ (dent does at start-up): otherwise exceeding
/// `ulimit -f` kills it mid-write instead of making write(2) fail with EFBIG.
public enum FileSaver {
    @discardableResult
    public static func save(_ buffer: GapBuffer, to path: String, options: SaveOptions = SaveOptions()) throws(FileError) -> SaveResult {
        var result = try write(buffer, to: path, options: options)
        result.contentHash = ContentHash.of(buffer)
        return result
    }

    private static func write(_ buffer: GapBuffer, to path: String, options: SaveOptions) throws(FileError) -> SaveResult {
        let plan = try SavePlan.make(for: path)
        var reason: InPlaceReason
        switch plan.method {
        case .inPlace(let planned):
            reason = planned
        case .atomic:
            switch try AtomicSave(plan: plan, options: options).run(buffer) {
            case .saved(let result): return result
            case .needsInPlace(let found): reason = found
            }
        }
        return try InPlaceSave(plan: plan, options: options, reason: reason).run(buffer)
    }
}
