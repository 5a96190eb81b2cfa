/// The depth-first search's stack and its finishing order, on two buffers that grow and never
/// shrink: scratch for ``DefinitionWalk``, meaning nothing between walks.
///
/// Raw buffers rather than arrays: a walk pushes, pops and appends once or more per definition
/// it reaches, and an array checks its uniqueness at every one of those (a call into the
/// runtime), a fifth of a drag's first step. A class, so that the buffers are freed with the
/// last tableau holding them; a tableau runs one walk at a time.
final class WalkFrames {
    /// A symbol being searched, and the position of the next of its readers to look at.
    struct Frame {
        var symbol: SymbolID
        var next: Int32
    }

    private(set) var frames: UnsafeMutablePointer<Frame>
    private(set) var frameRoom: Int
    private(set) var finished: UnsafeMutablePointer<SymbolID>
    private(set) var finishedRoom: Int
    /// How many symbols of `finished` this walk has finished.
    var finishedCount = 0

    /// Room for `symbols` finished symbols (what the first walk, a build's update, reaches
    /// at most), and for 64 frames: a search is as deep as its longest chain of readers, which
    /// is short on most screens and grows the stack fourfold at a time along a long one.
    init(symbols: Int) {
        frameRoom = 64
        frames = .allocate(capacity: frameRoom)
        finishedRoom = max(64, symbols)
        finished = .allocate(capacity: finishedRoom)
    }

    deinit {
        frames.deallocate()
        finished.deallocate()
    }

    /// Stores `frame` at `depth`, growing the stack when it is full.
    @inline(__always) func push(_ frame: Frame, at depth: Int) {
        if depth == frameRoom { growFrames() }
        frames[depth] = frame
    }

    /// Appends a finished symbol.
    @inline(__always) func finish(_ symbol: SymbolID) {
        if finishedCount == finishedRoom { growFinished() }
        finished[finishedCount] = symbol
        finishedCount &+= 1
    }

    @inline(never) private func growFrames() {
        let room = frameRoom * 4, grown = UnsafeMutablePointer<Frame>.allocate(capacity: room)
        grown.moveInitialize(from: frames, count: frameRoom)
        frames.deallocate()
        (frames, frameRoom) = (grown, room)
    }

    @inline(never) private func growFinished() {
        let room = finishedRoom * 2, grown = UnsafeMutablePointer<SymbolID>.allocate(capacity: room)
        grown.moveInitialize(from: finished, count: finishedRoom)
        finished.deallocate()
        (finished, finishedRoom) = (grown, room)
    }
}
