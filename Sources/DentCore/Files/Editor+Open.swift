import DentText

/// Opening a file from inside dent (Ctrl+O): a prompt for the path, with Tab completion that
/// asks the host for the folder's entries; the host reads the file (as `dent FILE` does) and
/// hands the document back through `opened`.
extension Editor {
    /// Ctrl+O: the open prompt, empty: a path typed is read from the folder dent started in,
    /// as a shell and vim's `:e` read it, whichever file is shown (issue 51, item 8).
    public mutating func startOpenPrompt() {
        startPrompt(.open, hint: startFolderHint)
    }

    /// The dim hint of an empty path prompt: the folder a relative path is read from.
    var startFolderHint: String? {
        startFolder.isEmpty ? nil : "relative to " + PathBytes.shown(startFolder)
    }

    /// Opens `answer`: an open file of that path is shown; otherwise the host reads it
    /// (and shows an already open file reached by another name, or says why it cannot open it).
    public mutating func open(_ answer: String) {
        let path = PathCompletion.normalized(PathCompletion.typedPath(answer.trimmingSpaces))
        guard !path.isEmpty else {
            message = Message("No file name given: nothing opened", isError: true)
            return
        }
        if let file = files.first(where: { $0.document.path == path }) { return show(file.id) }
        effects.append(.open(path))
    }

    /// Tab in a prompt for a path: asks the host for the entries of the typed folder.
    public mutating func completePromptPath() {
        guard let state = promptState, state.completesPaths else { return }
        let path = PathCompletion.typedPath(state.text)
        // The prompt shows the path it means from here on (`/dir//tmp/b` completes as `/tmp/b`).
        if path != state.text { editPrompt { $0.text = path; $0.cursor = path.count } }
        effects.append(.listDirectory(PathCompletion.directory(of: path)))
    }

    /// The host's answer to `listDirectory(directory)`: completes the prompt's path (if the
    /// prompt still asks about that folder), listing the candidates when several match.
    public mutating func directoryListed(_ directory: String, entries: [DirectoryEntry]) {
        guard let state = promptState, state.completesPaths, PathCompletion.directory(of: state.text) == directory else { return }
        let completion = PathCompletion.complete(state.text, entries: entries)
        editPrompt {
            $0.text = completion.text
            $0.cursor = completion.text.count
            $0.note = completion.note
        }
    }
}
