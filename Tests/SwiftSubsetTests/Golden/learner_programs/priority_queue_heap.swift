// A priority queue generic over Comparable, built on a binary heap with sift-up and sift-down, used for hospital triage and for merging sorted lists.
struct PriorityQueue<Element: Comparable> {
    private var heap: [Element] = []
    private let areSorted: (Element, Element) -> Bool

    init(ascending: Bool = true) {
        areSorted = ascending ? { $0 < $1 } : { $0 > $1 }
    }

    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }
    var peek: Element? { heap.first }

    mutating func push(_ element: Element) {
        heap.append(element)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < heap.count && areSorted(heap[left], heap[candidate]) { candidate = left }
            if right < heap.count && areSorted(heap[right], heap[candidate]) { candidate = right }
            if candidate == parent { break }
            heap.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

struct Patient: Comparable {
    let name: String
    let severity: Int
    let arrival: Int

    static func < (a: Patient, b: Patient) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        return a.arrival < b.arrival
    }
}

var triage = PriorityQueue<Patient>()
let arrivals = [("Ann", 2), ("Ben", 5), ("Cy", 3), ("Di", 5), ("Ed", 1), ("Flo", 3)]
for (i, (name, severity)) in arrivals.enumerated() {
    triage.push(Patient(name: name, severity: severity, arrival: i))
}
print(triage.count, triage.peek?.name ?? "-")
var seen: [String] = []
while let next = triage.pop() {
    seen.append("\(next.name)(\(next.severity))")
}
print(seen.joined(separator: " "))
print(triage.pop() == nil, triage.isEmpty)

var largest = PriorityQueue<Int>(ascending: false)
[7, 2, 9, 4, 9, 1].forEach { largest.push($0) }
print((0..<3).compactMap { _ in largest.pop() })

func merge<T: Comparable>(_ lists: [[T]]) -> [T] {
    var queue = PriorityQueue<T>()
    for list in lists {
        for x in list { queue.push(x) }
    }
    var result: [T] = []
    while let x = queue.pop() { result.append(x) }
    return result
}
print(merge([[1, 4, 9], [2, 3], [], [0, 10]]))
print(merge([["pear", "plum"], ["apple"], ["fig", "kiwi"]]))

// expect: 6 Ben
// expect: Ben(5) Di(5) Cy(3) Flo(3) Ann(2) Ed(1)
// expect: true true
// expect: [9, 9, 7]
// expect: [0, 1, 2, 3, 4, 9, 10]
// expect: ["apple", "fig", "kiwi", "pear", "plum"]
