import Testing
@testable import LiveRuntime

/// A `ForEach`'s ids kept in runs shared with the lists before: after any
/// number of changes — more than it keeps runs for — every id is where the
/// data puts it, and the list says which ids it kept.
@Suite("ForEach ids kept in runs")
struct ForEachIDListTests {
    @Test("random deletes, inserts and replacements: each list reads as the ids it was made of")
    func keptRunsReadAsTheIDs() {
        var expected = Array(0..<50)
        var list = ForEachIDs.List(expected.map { ForEachIDs.ID(AnyHashable($0)) })
        var seed: UInt64 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var nextID = 1000
        for step in 0..<120 {
            // Keep `head` ids, replace `removed` by `middle`, keep the rest.
            let head = next(expected.count + 1)
            let removed = next(Swift.min(4, expected.count - head) + 1)
            let middle = (0..<next(3)).map { _ -> Int in
                nextID += 1
                return nextID
            }
            let tail = expected.count - head - removed
            expected.replaceSubrange(head..<(head + removed), with: middle)
            let earlier = list
            list = ForEachIDs.List(keeping: head, and: tail, of: earlier,
                                   around: middle.map { ForEachIDs.ID(AnyHashable($0)) })
            #expect(list.count == expected.count)
            #expect((0..<list.count).map { list[$0].id } == expected.map { AnyHashable($0) }, "after step \(step)")
            #expect(list.earlier === earlier && list.head == head && list.tail == tail)
        }
    }
}
