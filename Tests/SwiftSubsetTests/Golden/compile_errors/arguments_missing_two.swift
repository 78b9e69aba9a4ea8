// Two arguments left out are named together, at the call's parenthesis.
struct Booking {
    func reserve(table: Int, guests: Int, time: String) -> String {
        "table \(table) for \(guests) at \(time)"
    }
}

let booking = Booking()
print(booking.reserve(table: 4))  // expect error col 22: missing arguments for parameters 'guests', 'time' in call
