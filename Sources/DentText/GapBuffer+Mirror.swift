extension GapBuffer {
    /// Publishes the shape into `mirror` from now on (nil: stops, leaving the record as it is).
    public mutating func attach(_ mirror: GapMirror?) {
        self.mirror = mirror
        publish()
    }

    /// Stops publishing and marks the record `GapShape.gone`, so a crash from now on writes
    /// nothing from storage that is about to be freed (a document being closed).
    public mutating func detachMirror() {
        mirror?.shape.pointee = .gone
        mirror = nil
    }

    /// Stores the shape into the mirror: called at the end of everything that moves the gap or
    /// replaces the storage, so a crash at any later instant finds the text where it is.
    @inline(__always)
    func publish() {
        if let mirror { mirror.shape.pointee = shape }
    }
}
