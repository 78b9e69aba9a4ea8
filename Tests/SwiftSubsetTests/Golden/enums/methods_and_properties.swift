// Enums with methods, computed properties, static members and mutating methods.
enum Light {
    case red, yellow, green
    var canGo: Bool { self == .green }
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    static let start = Light.red
}
var l = Light.start
for _ in 0..<4 {
    print(l, l.canGo)
    l.advance()
}
// expect: red false
// expect: green true
// expect: yellow false
// expect: red false
