// Ticket sales with an actor: concurrent buyers in a task group, the actor keeping the count consistent, results collected and sorted before printing.
actor BoxOffice {
    private var remaining: Int
    private var sold: [String: Int] = [:]

    init(seats: Int) {
        remaining = seats
    }

    func buy(_ count: Int, for buyer: String) -> Bool {
        guard count <= remaining else { return false }
        remaining -= count
        sold[buyer, default: 0] += count
        return true
    }

    var seatsLeft: Int { remaining }

    func report() -> [String] {
        sold.keys.sorted().map { "\($0): \(sold[$0]!)" }
    }
}

struct Request: Sendable {
    let buyer: String
    let seats: Int
}

func sell(_ requests: [Request], at office: BoxOffice) async -> [String: Bool] {
    await withTaskGroup(of: (String, Bool).self) { group in
        for request in requests {
            group.addTask {
                let ok = await office.buy(request.seats, for: request.buyer)
                return (request.buyer, ok)
            }
        }
        var results: [String: Bool] = [:]
        for await (buyer, ok) in group {
            results[buyer] = ok
        }
        return results
    }
}

let office = BoxOffice(seats: 10)
let requests = (1...5).map { Request(buyer: "fan\($0)", seats: 2) }
let results = await sell(requests, at: office)
print(results.values.filter { $0 }.count, "succeeded")
print(await office.seatsLeft)
print(await office.buy(1, for: "late"))
print(await office.report().count)

let second = BoxOffice(seats: 3)
let outcomes = await sell([Request(buyer: "a", seats: 2), Request(buyer: "b", seats: 2)], at: second)
print(outcomes.values.filter { $0 }.count, "of", outcomes.count)
print(await second.seatsLeft)

func totalSold(_ offices: [BoxOffice]) async -> Int {
    var total = 0
    for office in offices {
        total += await office.report().count
    }
    return total
}
print(await totalSold([office, second]))

// expect: 5 succeeded
// expect: 0
// expect: false
// expect: 5
// expect: 1 of 2
// expect: 1
// expect: 6
