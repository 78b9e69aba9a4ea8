import Testing
@testable import ViewGraph

/// A lazy container whose `ForEach` changes in one place — rows deleted,
/// inserted, moved — re-indexes only what changed (`RowIndex` records the
/// change) when its host says which ids it kept; debug builds check each
/// such read against reading the rows whole.
@Suite("Lazy containers: changes read as changes")
struct LazyChangeTests {
    typealias Rows = LazyContainerTests.Rows

    /// A list scrolled down one screen (rows 18...36 in view), its
    /// `ForEach` handed over as one list of ids.
    func scrolledList(_ count: Int) throws -> Rows {
        let list = try Rows(Array(0..<count))
        list.asList = true
        try list.render()
        try list.host.graph.scroll(.forward(.vertical))
        _ = list.take()
        return list
    }

    func inView(_ list: Rows) -> [String] {
        list.rows[18..<37].map { "Item \($0) 0" }
    }

    @Test("deletes, inserts and moves above, inside and below the window: the screen is the rows' and only the changes are indexed")
    func manyChanges() throws {
        let list = try scrolledList(120)
        let window = try #require(list.container.window)
        let readsBefore = window.wholeReads
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var nextID = 1000
        var changes = 0
        for step in 0..<200 {
            let before = list.rows
            switch step % 5 {
            case 0 where list.rows.count > 80:
                list.rows.remove(at: next(list.rows.count))
            case 0, 1:
                list.rows.insert(nextID, at: next(list.rows.count + 1))
                nextID += 1
            case 2:
                let moved = list.rows.remove(at: next(list.rows.count))
                list.rows.insert(moved, at: next(list.rows.count + 1))
            case 3:
                // Deleting and inserting in one place: three rows replaced.
                let at = next(list.rows.count - 3)
                list.rows.replaceSubrange(at..<(at + 3), with: [nextID, nextID + 1])
                nextID += 2
            default:
                break
            }
            if list.rows != before { changes += 1 }
            try list.render()
            #expect(list.onScreen == inView(list), "after step \(step)")
            #expect(list.container.scrollPosition?.rowCount == list.rows.count)
        }
        // Read whole only each time the recorded changes reach their limit.
        #expect(window.wholeReads - readsBefore == changes / (RowIndex.maximumEdits + 1))
    }

    @Test("a row whose id another row has is read whole: the repeat is a row of its own; appending a page is one change")
    func repeatsAndPages() throws {
        let list = try scrolledList(60)
        let window = try #require(list.container.window)
        var reads = window.wholeReads
        list.rows.append(contentsOf: 60..<80)
        try list.render()
        #expect(window.wholeReads == reads)
        #expect(list.container.scrollPosition?.rowCount == 80)
        list.rows.insert(20, at: 25)
        try list.render()
        #expect(window.wholeReads == reads + 1)
        #expect(list.onScreen == inView(list))
        reads = window.wholeReads
        // A list with a repeat is read whole until the repeat goes.
        list.rows.remove(at: 25)
        try list.render()
        #expect(window.wholeReads == reads + 1)
        #expect(list.onScreen == inView(list))
        list.rows.remove(at: 30)
        try list.render()
        #expect(window.wholeReads == reads + 1)
        #expect(list.onScreen == inView(list))
    }
}
