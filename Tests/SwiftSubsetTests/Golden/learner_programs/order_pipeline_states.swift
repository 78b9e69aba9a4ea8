// An order pipeline as a state machine: an enum whose cases carry payloads, mutating transitions that refuse illegal moves, and a log of every step.
enum OrderState: Equatable {
    case cart(items: [String])
    case paid(items: [String], amount: Int)
    case shipped(tracking: String)
    case delivered(signedBy: String?)
    case cancelled(reason: String)
}

enum OrderEvent {
    case add(String)
    case pay(Int)
    case ship(String)
    case deliver(signedBy: String?)
    case cancel(String)
}

struct Order {
    private(set) var state: OrderState = .cart(items: [])
    private(set) var log: [String] = []

    var isFinished: Bool {
        switch state {
        case .delivered, .cancelled: return true
        default: return false
        }
    }

    @discardableResult
    mutating func handle(_ event: OrderEvent) -> Bool {
        let next: OrderState?
        switch (state, event) {
        case (.cart(let items), .add(let item)):
            next = .cart(items: items + [item])
        case (.cart(let items), .pay(let amount)) where !items.isEmpty && amount > 0:
            next = .paid(items: items, amount: amount)
        case (.paid, .ship(let code)):
            next = .shipped(tracking: code)
        case (.shipped, .deliver(let name)):
            next = .delivered(signedBy: name)
        case (.cart, .cancel(let why)), (.paid, .cancel(let why)):
            next = .cancelled(reason: why)
        default:
            next = nil
        }
        guard let next else {
            log.append("rejected \(event) in \(state)")
            return false
        }
        state = next
        log.append("-> \(label)")
        return true
    }

    var label: String {
        switch state {
        case .cart(let items): return "cart(\(items.count))"
        case .paid(_, let amount): return "paid $\(amount)"
        case .shipped(let tracking): return "shipped #\(tracking)"
        case .delivered(let who?): return "delivered to \(who)"
        case .delivered(nil): return "left at door"
        case .cancelled(let reason): return "cancelled: \(reason)"
        }
    }
}

var order = Order()
order.handle(.pay(10))
order.handle(.add("book"))
order.handle(.add("pen"))
order.handle(.ship("X1"))
order.handle(.pay(25))
order.handle(.ship("Z9"))
order.handle(.cancel("changed my mind"))
order.handle(.deliver(signedBy: nil))
for line in order.log {
    print(line)
}
print(order.isFinished, order.state == .delivered(signedBy: nil))

var second = Order()
let events: [OrderEvent] = [.add("mug"), .cancel("too slow"), .add("plate")]
let accepted = events.map { second.handle($0) }
print(accepted)
print(second.label)
print(second.state)

// expect: rejected pay(10) in cart(items: [])
// expect: -> cart(1)
// expect: -> cart(2)
// expect: rejected ship("X1") in cart(items: ["book", "pen"])
// expect: -> paid $25
// expect: -> shipped #Z9
// expect: rejected cancel("changed my mind") in shipped(tracking: "Z9")
// expect: -> left at door
// expect: true true
// expect: [true, true, false]
// expect: cancelled: too slow
// expect: cancelled(reason: "too slow")
