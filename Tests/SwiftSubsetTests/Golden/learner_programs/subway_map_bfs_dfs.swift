// A subway map as an adjacency list: breadth-first shortest route with a queue and a Set of visited stations, depth-first reachability, and a missing route.
struct SubwayMap {
    private var links: [String: [String]] = [:]

    mutating func connect(_ a: String, _ b: String) {
        links[a, default: []].append(b)
        links[b, default: []].append(a)
    }

    func neighbours(of station: String) -> [String] {
        (links[station] ?? []).sorted()
    }

    func route(from start: String, to goal: String) -> [String]? {
        var queue = [start]
        var head = 0
        var cameFrom: [String: String] = [:]
        var visited: Set<String> = [start]
        while head < queue.count {
            let station = queue[head]
            head += 1
            if station == goal {
                var path = [goal]
                var step = goal
                while let previous = cameFrom[step] {
                    path.append(previous)
                    step = previous
                }
                return Array(path.reversed())
            }
            for next in neighbours(of: station) where !visited.contains(next) {
                visited.insert(next)
                cameFrom[next] = station
                queue.append(next)
            }
        }
        return nil
    }

    func reachable(from start: String) -> [String] {
        var seen = Set<String>()
        var order: [String] = []
        func visit(_ s: String) {
            guard seen.insert(s).inserted else { return }
            order.append(s)
            for n in neighbours(of: s) { visit(n) }
        }
        visit(start)
        return order
    }
}

var map = SubwayMap()
for (a, b) in [("Central", "Market"), ("Market", "Harbor"), ("Central", "Park"), ("Park", "Museum"),
               ("Museum", "Harbor"), ("Harbor", "Airport"), ("Depot", "Yard")] {
    map.connect(a, b)
}
if let path = map.route(from: "Central", to: "Airport") {
    print(path.joined(separator: " -> "), "(\(path.count - 1) stops)")
}
print(map.route(from: "Park", to: "Market") ?? [])
print(map.route(from: "Central", to: "Yard") == nil ? "no route to Yard" : "route")
print(map.reachable(from: "Depot"))
print(map.reachable(from: "Museum"))
let lines: Set = ["Central", "Market", "Harbor"]
let visitedTwice = lines.intersection(map.reachable(from: "Park"))
print(visitedTwice.sorted(), lines.isSubset(of: Set(map.reachable(from: "Airport"))))

// expect: Central -> Market -> Harbor -> Airport (3 stops)
// expect: ["Park", "Central", "Market"]
// expect: no route to Yard
// expect: ["Depot", "Yard"]
// expect: ["Museum", "Harbor", "Airport", "Market", "Central", "Park"]
// expect: ["Central", "Harbor", "Market"] true
