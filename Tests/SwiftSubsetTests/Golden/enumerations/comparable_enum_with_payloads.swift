// Synthesized Comparable on an enum orders by case, then by payload.
enum Seat: Comparable {
    case economy(row: Int)
    case business(row: Int)
    case first
}
let seats: [Seat] = [.first, .economy(row: 30), .business(row: 2), .economy(row: 12), .business(row: 1)]
for seat in seats.sorted() { print(seat) }
// expect: economy(row: 12)
// expect: economy(row: 30)
// expect: business(row: 1)
// expect: business(row: 2)
// expect: first
print(Seat.economy(row: 99) < .business(row: 1))  // expect: true
print(Seat.business(row: 3) < .business(row: 2))  // expect: false
print(seats.max()!)  // expect: first
enum Size: Comparable { case small, medium, large }
print(Size.small < .large, [Size.large, .small].min()!)  // expect: true small
