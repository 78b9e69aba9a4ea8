// Associated values with labels: construction, matching and printing.
enum Shipment {
    case pending
    case shipped(carrier: String, tracking: String)
    case delivered(daysLate: Int)
}
let items: [Shipment] = [.pending, .shipped(carrier: "UPS", tracking: "1Z9"), .delivered(daysLate: 0), .delivered(daysLate: 2)]
for item in items {
    switch item {
    case .pending:
        print("pending")
    case let .shipped(carrier, tracking):
        print("\(carrier) #\(tracking)")
    case .delivered(daysLate: 0):
        print("on time")
    case .delivered(let late):
        print("\(late) days late")
    }
}
// expect: pending
// expect: UPS #1Z9
// expect: on time
// expect: 2 days late
print(items[1])  // expect: shipped(carrier: "UPS", tracking: "1Z9")
print([items[3]])  // expect: [main.Shipment.delivered(daysLate: 2)]
