// `contains(value)` of a struct that is not `Equatable`: swiftc reads it as `contains(where:)` with the label left out.
struct Seat {
    let row: Int
    let number: Int
}

let booked = [Seat(row: 1, number: 4)]
let wanted = Seat(row: 1, number: 4)
if booked.contains(wanted) {  // expect error col 20: missing argument label 'where:' in call
    print("taken")
}
