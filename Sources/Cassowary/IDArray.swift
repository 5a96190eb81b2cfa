/// An array indexed by one kind of id: `rows[row]`, `basicRow[symbol]`, `records[slot]`,
/// never by a bare `Int`, so that an id of one kind cannot index another kind's array and no
/// call site converts ids by hand.
///
/// Optimized, this is the array it wraps: the accessors inline, and an id becomes a position
/// at no cost (``DenseID/position``). Unoptimized builds compile file by file and call them
/// from other files; there a `_modify` is a coroutine whose frame is heap-allocated, which
/// the debug allocation tests allow for (`AllocationTests`).
struct IDArray<ID: DenseID, Element> {
    private(set) var elements: [Element]

    @_transparent init() { elements = [] }
    @_transparent init(_ elements: [Element]) { self.elements = elements }
    @_transparent init(repeating element: Element, count: Int) {
        elements = Array(repeating: element, count: count)
    }

    @_transparent var count: Int { elements.count }
    /// The id the next `append` gets.
    @_transparent var nextID: ID { ID(elements.count) }
    /// Every id in order, for walks over the whole array.
    @_transparent var ids: IDRange<ID> { IDRange(count: elements.count) }
    /// Whether `id` names an element (ids read from outside, a constraint's slot, may not).
    @_transparent func holds(_ id: ID) -> Bool { id.position < elements.count }
    /// Each id with its element, in order.
    var indexed: Zip2Sequence<IDRange<ID>, [Element]> { zip(ids, elements) }

    subscript(id: ID) -> Element {
        @_transparent get { elements[id.position] }
        @_transparent _modify { yield &elements[id.position] }
    }

    @_transparent mutating func append(_ element: Element) { elements.append(element) }
    mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        elements.append(contentsOf: newElements)
    }
    /// `count` copies of `element` at the end, in one extension (many symbols made at once).
    mutating func append(repeating element: Element, count: Int) {
        elements.append(contentsOf: repeatElement(element, count: count))
    }

    /// Room for `count` elements in all, so that appending up to it never copies.
    mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// The elements as a buffer, for a walk that cannot pay a uniqueness and a bounds check
    /// per access; still indexed by id.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (IDMutableBuffer<ID, Element>) throws -> R) rethrows -> R {
        try elements.withUnsafeMutableBufferPointer { try body(IDMutableBuffer(base: $0)) }
    }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (IDBuffer<ID, Element>) throws -> R) rethrows -> R {
        try elements.withUnsafeBufferPointer { try body(IDBuffer(base: $0)) }
    }
}

/// An ``IDArray``'s elements, read in place (valid only inside `withUnsafeBufferPointer`).
struct IDBuffer<ID: DenseID, Element> {
    let base: UnsafeBufferPointer<Element>
    @_transparent var count: Int { base.count }
    subscript(id: ID) -> Element { @_transparent get { base[id.position] } }
}

/// An ``IDArray``'s elements, read and written in place (valid only inside
/// `withUnsafeMutableBufferPointer`).
struct IDMutableBuffer<ID: DenseID, Element> {
    let base: UnsafeMutableBufferPointer<Element>
    @_transparent var count: Int { base.count }
    subscript(id: ID) -> Element {
        @_transparent get { base[id.position] }
        @_transparent nonmutating _modify { yield &base[id.position] }
    }
    /// The same elements, read only: a walk borrows `self`'s arrays mutably and reads them
    /// through this, since a read-only borrow of a stored array retains it for the call.
    @_transparent var readOnly: IDBuffer<ID, Element> { IDBuffer(base: UnsafeBufferPointer(base)) }
}

/// The ids `0 ..< count` of one kind, in order.
struct IDRange<ID: DenseID>: RandomAccessCollection {
    let count: Int
    @_transparent var startIndex: Int { 0 }
    @_transparent var endIndex: Int { count }
    subscript(position: Int) -> ID { @_transparent get { ID(position) } }
}

/// Iterating an id-indexed array visits its elements in id order (`indexed` pairs them
/// with their ids).
extension IDArray: Sequence {
    @inline(__always) func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
    @inline(__always) var underestimatedCount: Int { elements.count }
}
