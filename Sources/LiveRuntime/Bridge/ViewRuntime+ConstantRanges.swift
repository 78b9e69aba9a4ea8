import SwiftSubset
import ViewGraph

/// `ForEach(0..<n) { … }` — a bare `Range`, no `id:` — "only reads the
/// initial value of the provided data" (Apple's `ForEach.init(_:content:)`):
/// the range a body first gives it is kept while that `ForEach` stays in
/// the body, and a later range of another count is ignored, with
/// SwiftUI's runtime warning. The `ForEach` is known by where it is
/// written and which occurrence of that place it is in the body.
extension ViewRuntime {
    /// The data a bare-range `ForEach` written at `site` shows: its initial
    /// range while the view whose body builds it keeps it.
    func constantRangeData(_ data: [Value], at site: SourcePosition) -> [Value] {
        guard let node = buildingNode, let ranges = node.hostState[ConstantRanges.key] as? ConstantRanges, ranges.isOpen else {
            return data
        }
        return ranges.data(at: site, current: data)
    }

    /// SwiftUI's warning when the range a bare-range `ForEach` is given
    /// has another count than its initial one.
    func warnRangeChanged(count: Int, initial: Int, rowType: String) {
        guard count != initial else { return }
        runtime.warn(LiveRuntimeMessages.forEachCountChanged(rowType: rowType, count: count, initial: initial))
    }

    /// A body evaluation of `node` begins: the bare-range `ForEach`s it
    /// builds are matched with the previous evaluation's.
    func beginConstantRanges(of node: ViewNode) {
        let ranges = node.hostState[ConstantRanges.key] as? ConstantRanges ?? ConstantRanges()
        node.hostState[ConstantRanges.key] = ranges
        ranges.begin()
    }

    /// It ended: a `ForEach` it no longer built is gone, and would start
    /// from its range again.
    func endConstantRanges(of node: ViewNode) {
        (node.hostState[ConstantRanges.key] as? ConstantRanges)?.end()
    }
}

/// The initial data of one view's bare-range `ForEach`s.
final class ConstantRanges {
    static let key = "forEach.constantRanges"
    private struct Site: Hashable {
        let position: SourcePosition
        let occurrence: Int
    }
    private var initial: [Site: [Value]] = [:]
    private var occurrences: [SourcePosition: Int] = [:]
    private var used: Set<Site> = []
    private(set) var isOpen = false

    func begin() {
        occurrences = [:]
        used = []
        isOpen = true
    }

    func end() {
        initial = initial.filter { used.contains($0.key) }
        isOpen = false
    }

    func data(at position: SourcePosition, current: [Value]) -> [Value] {
        let n = occurrences[position, default: 0]
        occurrences[position] = n + 1
        let site = Site(position: position, occurrence: n)
        used.insert(site)
        if let kept = initial[site] { return kept }
        initial[site] = current
        return current
    }
}
