// Shim for verify-with-swiftc.sh only, not a golden program.
//
// `remove(atOffsets:)` (and `move(fromOffsets:toOffset:)`) on
// RangeReplaceableCollection / MutableCollection come from SwiftUI, which does
// not exist on Linux: swift-corelibs-foundation has IndexSet but not these.
// StateLab's built-in library provides them; when a golden program declares
// `// swiftc-shim: remove_at_offsets`, the script compiles this file beside it
// so swiftc on Linux sees the same API. On Apple platforms SwiftUI's own
// versions are used instead.
#if canImport(SwiftUI)
@_exported import SwiftUI
#else
import Foundation

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (positions counted from startIndex).
    mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination`.
    mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let insertAt = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: insertAt)
    }
}
#endif
