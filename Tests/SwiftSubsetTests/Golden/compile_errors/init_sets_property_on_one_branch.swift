// A property set on one branch of an `if` only is not set on every path.
final class Badge {
    var label: String
    init(points: Int) {
        if points > 100 {
            label = "gold"
        }
    } // expect error col 5: return from initializer without initializing all stored properties
}
print(Badge(points: 150).label)
