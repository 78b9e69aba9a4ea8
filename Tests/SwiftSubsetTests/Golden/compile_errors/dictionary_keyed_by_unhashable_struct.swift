// Seats counted per table in a dictionary keyed by a struct that never declared Hashable.
struct Table {
    let number: Int
}

var seats: [Table: Int] = [:] // expect error col 12: type 'Table' does not conform to protocol 'Hashable'
seats[Table(number: 1)] = 4
print(seats.count)
