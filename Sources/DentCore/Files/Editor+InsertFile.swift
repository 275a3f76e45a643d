import DentText

/// Insert file: a prompt for the path, with the open prompt's completion; the host reads the
/// file (`.insertFile`) and hands its bytes back through `insertFile(_:into:from:)`.
extension Editor {
    /// The prompt, empty: a path is read from the folder dent started in, as Open's is.
    public mutating func startInsertFilePrompt() {
        startPrompt(.insertFile, hint: startFolderHint)
    }

    /// Asks the host to read `answer` for insertion into the file shown.
    mutating func requestInsertFile(_ answer: String) {
        let path = PathCompletion.normalized(PathCompletion.typedPath(answer.trimmingSpaces))
        guard !path.isEmpty else {
            message = Message("No file name given: nothing inserted", isError: true)
            return
        }
        effects.append(.insertFile(currentID, path))
    }

    /// The host read `bytes` from `path` for file `id`: they go in at its cursor as they are (no
    /// line ending or encoding changed), as one undo step, the cursor after them, as nano does.
    public mutating func insertFile(_ bytes: [UInt8], into id: DocumentID, from path: String) {
        guard let index = index(of: id) else { return }
        let name = String(path.split(separator: "/").last ?? Substring(path))
        guard !bytes.isEmpty else {
            message = Message("\(name) is empty: nothing inserted")
            return
        }
        let lines = TextCount(bytes).lines
        files[index].document.keepingExtraCarets { $0.insertExactly(bytes) }
        settleView(ofChanged: id)
        message = Message("Inserted \(name): \(lines.counted("line")), \(bytes.count.counted("byte"))")
    }
}

extension Document {
    /// Inserts `bytes` at the cursor byte for byte, as one undo step; a selection stays in the text.
    mutating func insertExactly(_ bytes: [UInt8]) {
        history.breakGroup()
        anchor = nil
        replace(cursor..<cursor, with: bytes, cursorAfter: cursor + bytes.count, kind: .other)
        history.breakGroup()
    }
}
