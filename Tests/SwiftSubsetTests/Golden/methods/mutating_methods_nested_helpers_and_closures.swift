// Mutating methods whose closures and nested functions change self: reduce(into:) over self's fields, nested helpers calling each other, an enum payload rewritten.
struct Inventory {
    var stock: [String: Int] = [:]
    var history: [String] = []
    mutating func receive(_ shipment: [(String, Int)]) {
        func log(_ line: String) { history.append(line) }
        func add(_ item: String, _ n: Int) {
            stock[item, default: 0] += n
            log("+\(n) \(item)")
        }
        shipment.forEach { add($0.0, $0.1) }
        log("total \(stock.values.reduce(0, +))")
    }
    mutating func sell(_ item: String, count: Int) -> Bool {
        guard let have = stock[item], have >= count else {
            history.append("refused \(item)")
            return false
        }
        [count].forEach { stock[item] = have - $0 }
        history.append("-\(count) \(item)")
        return true
    }
}
var inv = Inventory()
inv.receive([("pen", 3), ("ink", 1), ("pen", 2)])
print(inv.sell("pen", count: 4), inv.sell("ink", count: 2))
print(inv.stock["pen"]!, inv.stock["ink"]!, inv.history)

enum Progress {
    case steps(done: Int, total: Int)
    case finished
    mutating func complete(_ n: Int) {
        (0..<n).forEach { _ in
            guard case .steps(let done, let total) = self else { return }
            self = done + 1 >= total ? .finished : .steps(done: done + 1, total: total)
        }
    }
}
var progress = Progress.steps(done: 0, total: 3)
progress.complete(2)
print(progress)
progress.complete(5)
print(progress)
// expect: true false
// expect: 1 1 ["+3 pen", "+1 ink", "+2 pen", "total 6", "-4 pen", "refused ink"]
// expect: steps(done: 2, total: 3)
// expect: finished
