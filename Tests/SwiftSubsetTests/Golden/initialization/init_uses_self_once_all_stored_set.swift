// Once every stored property has a value (and, in a subclass, after `super.init`), an initializer may use `self`.
struct Timer {
    var seconds: Int
    var label: String
    init(seconds: Int) {
        self.seconds = seconds
        label = "timer"
        reset()
        print(self)
    }
    mutating func reset() { seconds = 0 }
}
_ = Timer(seconds: 3)
// expect: Timer(seconds: 0, label: "timer")

class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
final class Square: Shape {
    let length: Double
    var area: Double { length * length }
    init(length: Double) {
        self.length = length
        print("own property before super.init:", self.length)
        super.init(sides: 4)
        describe()
        print("area", area, "sides", sides)
    }
    func describe() { print("square of", length) }
}
_ = Square(length: 2)
// expect: own property before super.init: 2.0
// expect: square of 2.0
// expect: area 4.0 sides 4

struct Level {
    let name: String
    let rank: Int
    init(score: Int) {
        switch score {
        case ..<0: name = "none"; rank = 0
        case 0..<10: name = "beginner"; rank = 1
        default:
            name = "expert"
            if score > 1000 { rank = 9; break }
            rank = score / 100
        }
        var tries = 0
        repeat {
            tries += 1
            if tries > 2 { break }
        } while true
        print(summary(), tries)
    }
    func summary() -> String { "\(name) \(rank)" }
}
_ = Level(score: 5)
_ = Level(score: 5000)
// expect: beginner 1 3
// expect: expert 9 3
