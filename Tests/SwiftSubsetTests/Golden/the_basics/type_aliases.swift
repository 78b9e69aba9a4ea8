// Type aliases name existing types; values keep the underlying type.
typealias Score = Int
typealias Coordinate = (latitude: Double, longitude: Double)
typealias Handler = (String) -> String

let best: Score = 97
print(best + 3)  // expect: 100
let home: Coordinate = (latitude: 48.85, longitude: 2.35)
print(home.latitude, home.longitude)  // expect: 48.85 2.35
print(home)  // expect: (latitude: 48.85, longitude: 2.35)
let shout: Handler = { $0.uppercased() + "!" }
print(shout("hey"))  // expect: HEY!
print(type(of: best))  // expect: Int
