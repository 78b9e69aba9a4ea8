// A mutating method can assign a new case to self.
enum TrafficLight {
    case red, green, yellow
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var light = TrafficLight.red
var seen: [TrafficLight] = []
for _ in 0..<4 {
    seen.append(light)
    light.advance()
}
print(seen)  // expect: [main.TrafficLight.red, main.TrafficLight.green, main.TrafficLight.yellow, main.TrafficLight.red]
enum Toggle { case on, off
    mutating func flip() { self = self == .on ? .off : .on }
}
var power = Toggle.off
power.flip()
print(power)  // expect: on
