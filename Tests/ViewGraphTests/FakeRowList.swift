@testable import ViewGraph

/// A `ForEach`'s rows as a host hands them to a lazy container: ids read
/// up front, rows built on demand, and — as the live runtime's `LazyRows`
/// does — which ids at either end it kept from the list before.
final class FakeRowList: LazyRowList {
    let ids: [Int]
    private let build: (Int) -> ViewElement
    private weak var earlier: FakeRowList?
    private let head: Int
    private let tail: Int

    init(_ ids: [Int], earlier: FakeRowList?, build: @escaping (Int) -> ViewElement) {
        self.ids = ids
        self.build = build
        self.earlier = earlier
        let old = earlier?.ids ?? []
        let limit = min(old.count, ids.count)
        var head = 0
        while head < limit, old[head] == ids[head] { head += 1 }
        var tail = 0
        while tail < limit - head, old[old.count - 1 - tail] == ids[ids.count - 1 - tail] { tail += 1 }
        self.head = head
        self.tail = tail
    }

    var count: Int { ids.count }
    func id(at index: Int) -> AnyHashable { AnyHashable(ids[index]) }
    func idHash(at index: Int) -> Int { AnyHashable(ids[index]).hashValue }
    func row(at index: Int) throws -> ViewElement { build(ids[index]) }

    func ids(since earlier: LazyRowList) -> (head: Int, tail: Int)? {
        guard let earlier = earlier as? FakeRowList, earlier === self.earlier else { return nil }
        return (head, tail)
    }
}
