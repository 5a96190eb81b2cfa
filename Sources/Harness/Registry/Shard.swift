/// The K-th of N slices of a selection of benchmarks, for a CI matrix that splits a suite.
///
/// Benchmarks are ordered by a fixed hash of their names (FNV-1a, the same on every machine and
/// every run) and dealt round-robin, so the N slices are disjoint, together hold every
/// benchmark, differ in size by at most one, and do not put all large sizes in one slice.
public struct Shard: Equatable, Sendable {
    /// Which slice, from 1 to ``count``.
    public let index: Int
    /// How many slices.
    public let count: Int

    /// Makes a shard; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (as in `--shard 2/4`); nil when malformed or out of range.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The elements of this slice, in their original order.
    ///
    /// - Complexity: O(m log m) for m elements.
    public func slice<T>(of elements: [T], name: (T) -> String) -> [T] {
        let order = elements.indices.sorted { a, b in
            let (ha, hb) = (Self.fnv1a(name(elements[a])), Self.fnv1a(name(elements[b])))
            return ha != hb ? ha < hb : name(elements[a]) < name(elements[b])
        }
        var chosen = [Bool](repeating: false, count: elements.count)
        for (rank, position) in order.enumerated() where rank % count == index - 1 {
            chosen[position] = true
        }
        return elements.indices.filter { chosen[$0] }.map { elements[$0] }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: stable across processes, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
