// Protocol requirements dispatch dynamically; methods only in an extension dispatch on the static type
protocol Greeter {
    var name: String { get }
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "Hello from \(name)" }
    func farewell() -> String { "Goodbye from \(name)" }
    func both() -> String { greet() + " / " + farewell() }
}

struct English: Greeter {
    let name = "English"
}

struct French: Greeter {
    let name = "French"
    func greet() -> String { "Bonjour de \(name)" }
    func farewell() -> String { "Au revoir de \(name)" }
}

class Robot: Greeter {
    var name: String { "Robot" }
    func greet() -> String { "BEEP \(name)" }
}
final class Android: Robot {
    override var name: String { "Android" }
    override func greet() -> String { "Hi, I am \(name)" }
}

let french = French()
print(french.greet(), "|", french.farewell())
let asGreeter: any Greeter = french
print(asGreeter.greet(), "|", asGreeter.farewell())
print(french.both())

func introduce<G: Greeter>(_ g: G) -> String { g.greet() + " + " + g.farewell() }
print(introduce(English()))
print(introduce(french))

let crowd: [any Greeter] = [English(), French(), Robot(), Android()]
for g in crowd { print(g.name, "->", g.greet(), "/", g.farewell()) }

let robot: Robot = Android()
print(robot.greet(), robot.name, robot.farewell())
print(crowd.map { $0.both() }.last!)

// expect: Bonjour de French | Au revoir de French
// expect: Bonjour de French | Goodbye from French
// expect: Bonjour de French / Goodbye from French
// expect: Hello from English + Goodbye from English
// expect: Bonjour de French + Goodbye from French
// expect: English -> Hello from English / Goodbye from English
// expect: French -> Bonjour de French / Goodbye from French
// expect: Robot -> BEEP Robot / Goodbye from Robot
// expect: Android -> Hi, I am Android / Goodbye from Android
// expect: Hi, I am Android Android Goodbye from Android
// expect: Hi, I am Android / Goodbye from Android
