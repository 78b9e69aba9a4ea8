// A case left empty as if it fell through to the next, as in C.
enum Weekday { case mon, tue, sat, sun }
func kind(_ d: Weekday) -> String {
    var result = "weekday"
    switch d {
    case .sat: // expect error col 5: 'case' label in a 'switch' must have at least one executable statement
    case .sun: result = "weekend"
    default: break
    }
    return result
}
print(kind(.sat))
