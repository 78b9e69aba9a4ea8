import SwiftSubset
import ViewGraph

/// The rows of a `ForEach` in a lazy container (`List`, `LazyVStack`…),
/// built when the graph lays them out: the row closure runs then, with the
/// element it was given when the body ran, and what it reads is a
/// dependency of the view whose body made the `ForEach`, as if read in
/// that body (`ViewRuntime.tracked`).
final class LazyRows: LazyRowList {
    private let each: ForEachValue
    private let data: [Value]
    private let list: ForEachIDs.List
    private unowned let views: ViewRuntime
    private weak var owner: ViewNode?

    init(_ each: ForEachValue, data: [Value], ids: ForEachIDs.List, views: ViewRuntime, owner: ViewNode?) {
        self.each = each
        self.data = data
        self.list = ids
        self.views = views
        self.owner = owner
    }

    var count: Int { list.count }
    func id(at index: Int) -> AnyHashable { list[index].id }
    func idHash(at index: Int) -> Int { list[index].hash }

    /// The ids kept from `earlier`'s when its body ran just before this
    /// one's, for the same `ForEach`.
    func ids(since earlier: LazyRowList) -> (head: Int, tail: Int)? {
        guard let earlier = earlier as? LazyRows, list.earlier === earlier.list else { return nil }
        return (list.head, list.tail)
    }

    func row(at index: Int) throws -> ViewElement {
        guard index < data.count else { return .empty }
        var result = ViewElement.empty
        let views = self.views
        let rt = views.runtime
        try views.onFiber { () throws(Unwind) in
            // One row's reads replace that row's earlier ones.
            result = try views.tracked(for: self.owner, site: RowSite(rows: self, index: index)) { () throws(Unwind) -> ViewElement in
                let row = try rt.call(self.each.content, [self.data[index]], at: nil)
                if let position = self.each.constantRangeSite { views.lazyRowTypes[position] = views.library.typeName(of: row) }
                // What is inside a row is built with it.
                let lazy = views.buildsLazyRows
                views.buildsLazyRows = false
                defer { views.buildsLazyRows = lazy }
                return try views.element(for: row)
            }
        }
        return result
    }
}

/// Stands for one lazy row's closure in the reads of its owner.
struct RowSite: Hashable {
    let rows: ObjectIdentifier
    let index: Int

    init(rows: LazyRows, index: Int) {
        self.rows = ObjectIdentifier(rows)
        self.index = index
    }
}
