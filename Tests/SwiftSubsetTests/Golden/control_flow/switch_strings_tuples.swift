// switch on strings and on tuples with wildcards and bindings.
func kind(_ s: String) -> String {
    switch s {
    case "cat", "dog": return "pet"
    case "": return "empty"
    default: return "other"
    }
}
print(kind("dog"), kind(""), kind("emu"))  // expect: pet empty other
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, let y): return "y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal"
    default: return "elsewhere"
    }
}
print(quadrant((0, 0)), quadrant((3, 0)), quadrant((0, 4)))  // expect: origin x-axis y-axis at 4
print(quadrant((2, 2)), quadrant((1, 5)))  // expect: diagonal elsewhere
