// An elevator controller: a class with a queue of floor requests, a direction enum, a step function that serves stops on the way, and a trip log.
enum Direction: String {
    case up = "↑", down = "↓", idle = "·"
}

final class Elevator {
    let floors: ClosedRange<Int>
    private(set) var floor: Int
    private(set) var direction = Direction.idle
    private var stops = Set<Int>()
    private(set) var log: [String] = []
    var onArrive: ((Int) -> Void)?

    init(floors: ClosedRange<Int>, startingAt floor: Int = 0) {
        self.floors = floors
        self.floor = (floor...floor).clamped(to: floors).lowerBound
    }

    func request(_ target: Int) {
        guard floors.contains(target) else {
            log.append("ignored \(target)")
            return
        }
        if target != floor { stops.insert(target) }
    }

    func step() {
        if stops.isEmpty {
            direction = .idle
            return
        }
        switch direction {
        case .idle:
            direction = stops.contains { $0 > floor } ? .up : .down
        case .up where !stops.contains(where: { $0 > floor }):
            direction = .down
        case .down where !stops.contains(where: { $0 < floor }):
            direction = .up
        default:
            break
        }
        floor += direction == .up ? 1 : -1
        if stops.remove(floor) != nil {
            log.append("\(direction.rawValue)\(floor)")
            onArrive?(floor)
        }
    }

    func run(maxSteps: Int) -> Int {
        var steps = 0
        while !stops.isEmpty && steps < maxSteps {
            step()
            steps += 1
        }
        step()
        return steps
    }
}

let lift = Elevator(floors: -1...8, startingAt: 3)
var arrivals: [Int] = []
lift.onArrive = { arrivals.append($0) }
for floor in [5, 1, 7, 12, 3] {
    lift.request(floor)
}
let steps = lift.run(maxSteps: 50)
print("steps \(steps), at \(lift.floor), \(lift.direction.rawValue) \(lift.direction)")
print(lift.log.joined(separator: " "))
print(arrivals)
lift.request(-1)
lift.request(0)
print(lift.run(maxSteps: 2), lift.floor, lift.direction)
print(lift.run(maxSteps: 10), lift.floor, arrivals.suffix(2))
let basement = Elevator(floors: 0...3, startingAt: 9)
print(basement.floor)

// expect: steps 10, at 1, · idle
// expect: ignored 12 ↑5 ↑7 ↓1
// expect: [5, 7, 1]
// expect: 2 -1 idle
// expect: 0 -1 [0, -1]
// expect: 3
