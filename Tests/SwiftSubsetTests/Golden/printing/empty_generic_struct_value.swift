// A generic struct with no stored property prints its type arguments, which only the code that made it knows.
struct Marker<Tag> {}

enum Meters {}
print(Marker<Meters>())  // expect: Marker<Meters>()
print([Marker<Int>()])  // expect: [main.Marker<Swift.Int>()]
