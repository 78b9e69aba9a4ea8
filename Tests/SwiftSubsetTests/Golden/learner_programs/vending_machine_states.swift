// A vending machine: states as an enum with associated values, a mutating transition function, errors for bad input, and change given in coins.
enum VendingError: Error, Equatable {
    case soldOut(String)
    case notEnoughMoney(missing: Int)
    case unknownItem(String)
}

enum MachineState: Equatable {
    case idle
    case collecting(credit: Int)
    case dispensing(item: String, change: Int)
}

struct VendingMachine {
    private(set) var state = MachineState.idle
    private(set) var stock: [String: (price: Int, count: Int)] = ["cola": (125, 2), "chips": (90, 1), "gum": (35, 0)]

    mutating func insert(_ cents: Int) {
        switch state {
        case .idle: state = .collecting(credit: cents)
        case .collecting(let credit): state = .collecting(credit: credit + cents)
        case .dispensing: state = .collecting(credit: cents)
        }
    }

    mutating func select(_ name: String) throws {
        guard let entry = stock[name] else { throw VendingError.unknownItem(name) }
        guard entry.count > 0 else { throw VendingError.soldOut(name) }
        guard case .collecting(let credit) = state, credit >= entry.price else {
            var credit = 0
            if case .collecting(let c) = state { credit = c }
            throw VendingError.notEnoughMoney(missing: entry.price - credit)
        }
        stock[name]!.count -= 1
        state = .dispensing(item: name, change: credit - entry.price)
    }

    static func coins(for cents: Int) -> [Int] {
        var left = cents
        var result: [Int] = []
        for coin in [25, 10, 5, 1] {
            while left >= coin {
                result.append(coin)
                left -= coin
            }
        }
        return result
    }
}

var machine = VendingMachine()
let actions: [(String, Int)] = [("insert", 100), ("select cola", 0), ("insert", 50), ("select cola", 0),
                                ("select gum", 0), ("insert", 100), ("select chips", 0), ("select tea", 0), ("select chips", 0)]
for (action, amount) in actions {
    if action == "insert" {
        machine.insert(amount)
        print("inserted \(amount):", machine.state)
        continue
    }
    let name = String(action.dropFirst(7))
    do {
        try machine.select(name)
        if case let .dispensing(item, change) = machine.state {
            print("got \(item), change \(change) as \(VendingMachine.coins(for: change))")
        }
    } catch let error as VendingError {
        print("\(name): \(error)")
    }
}
// expect: inserted 100: collecting(credit: 100)
// expect: cola: notEnoughMoney(missing: 25)
// expect: inserted 50: collecting(credit: 150)
// expect: got cola, change 25 as [25]
// expect: gum: soldOut("gum")
// expect: inserted 100: collecting(credit: 100)
// expect: got chips, change 10 as [10]
// expect: tea: unknownItem("tea")
// expect: chips: soldOut("chips")
print(machine.stock["cola"]!.count, machine.state == .dispensing(item: "chips", change: 10), VendingMachine.coins(for: 68))
// expect: 1 true [25, 25, 10, 5, 1, 1, 1]
