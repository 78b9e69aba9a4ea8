// Lazy properties, static members and type methods in a configuration type.
struct Config {
    static var created = 0
    static let shared = Config(name: "shared")
    let name: String
    lazy var banner: String = {
        print("building banner for \(name)")
        return "== \(name) =="
    }()
    init(name: String) { self.name = name; Config.created += 1 }
    static func make(_ names: String...) -> [Config] { names.map(Config.init) }
}
var c = Config(name: "local")
print(Config.created)
print(c.banner)
print(c.banner)
let more = Config.make("a", "b")
print(more.count, Config.created, Config.shared.name, Config.created)
// expect: 1
// expect: building banner for local
// expect: == local ==
// expect: == local ==
// expect: 2 3 shared 4
