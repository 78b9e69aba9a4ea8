// A `switch` case that leaves with `break` gives a stored property no value on that path.
struct Level {
    let name: String
    init(score: Int) {
        switch score {
        case 0..<10: name = "beginner"
        case 10..<100: break
        default: name = "expert"
        }
    } // expect error col 5: return from initializer without initializing all stored properties
}
print(Level(score: 5).name)
