// Two payload cases with the same labels clash even if their payload types
// differ: a case is known by its name and labels, never by its types.
enum Shape {
    case circle(radius: Double)
    case square(Double)
    case square(Int) // expect error col 10: invalid redeclaration of 'square'
}
