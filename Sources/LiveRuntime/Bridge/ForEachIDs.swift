import SwiftSubset

/// The ids a view's `ForEach`s read in its last body evaluation, kept so
/// that the next evaluation reads again only the ids of elements that
/// changed: when a body runs again after one element of ten thousand was
/// deleted, the elements before and after it are the same values, so
/// their ids are too (issue 10: an update costs what changed).
///
/// An element is the same when it is the same object — and its id a
/// stored `let`, which one object cannot change — or an equal struct whose
/// id is one of its stored properties, or an equal value that is its own
/// id (`\.self`). A computed id may read anything: it is read again.
/// A `ForEach` is known by where it is written and its occurrence there
/// in the body, as `ConstantRanges` knows it.
final class ForEachIDs {
    static let key = "forEach.ids"

    private struct Site: Hashable {
        let position: SourcePosition
        let occurrence: Int
    }

    /// An element's id, and the id's hash (which a lazy container keys
    /// its rows by). A reference, made once per id read: keeping ten
    /// thousand of them from one body run to the next retains them.
    final class ID {
        let id: AnyHashable
        let hash: Int

        init(_ id: AnyHashable) {
            self.id = id
            hash = id.hashValue
        }
    }

    private var kept: [Site: (data: [Value], ids: List)] = [:]
    private var occurrences: [SourcePosition: Int] = [:]
    private var used: Set<Site> = []

    /// A body evaluation begins.
    func begin() {
        occurrences = [:]
        used = []
    }

    /// It ended: a `ForEach` it no longer built is forgotten.
    func end() {
        kept = kept.filter { used.contains($0.key) }
    }

    /// The ids of `data`'s elements for the `ForEach` written at
    /// `position`, read with `read` for the elements that are not the same
    /// as in the previous evaluation; `idName` is the property the id is
    /// read from (nil: the element itself).
    func ids(at position: SourcePosition, of data: [Value], idName: String?,
             read: (Value) throws(Unwind) -> ID) throws(Unwind) -> List {
        let n = occurrences[position, default: 0]
        occurrences[position] = n + 1
        let site = Site(position: position, occurrence: n)
        used.insert(site)
        var ids: [ID] = []
        guard let previous = kept[site] else {
            ids.reserveCapacity(data.count)
            for element in data { ids.append(try read(element)) }
            let list = List(ids)
            kept[site] = (data, list)
            return list
        }
        // Whether an object's id cannot change, per type, asked once.
        var constantID: (type: ObjectIdentifier, answer: Bool)?
        func same(_ a: Value, _ b: Value) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)):
                guard x === y else { return false }
                guard let idName else { return true }
                let type = ObjectIdentifier(x.type)
                if let known = constantID, known.type == type { return known.answer }
                let answer = x.type.hasConstantStoredProperty(idName)
                constantID = (type, answer)
                return answer
            case (.structure(let x), .structure):
                return idName.map { x.type.hasStoredProperty($0) } ?? true && a.isIdentical(to: b)
            case (.object, _), (_, .object), (.function, _), (.native, _):
                return false
            default:
                // An element that is its own id (`\.self`); a computed id may read anything.
                return idName == nil && a.isIdentical(to: b)
            }
        }
        let old = previous.data
        let limit = Swift.min(old.count, data.count)
        var head = 0
        while head < limit, same(old[head], data[head]) { head += 1 }
        var tail = 0
        while tail < limit - head, same(old[old.count - 1 - tail], data[data.count - 1 - tail]) { tail += 1 }
        ids.reserveCapacity(data.count - tail - head)
        for element in data[head..<(data.count - tail)] { ids.append(try read(element)) }
        let list = List(keeping: head, and: tail, of: previous.ids, around: ids)
        kept[site] = (data, list)
        return list
    }
}
