// Subscripts and key paths for a settings object: dynamic member lookup, key path subscripts, writable key paths in generic code
@dynamicMemberLookup
struct Config {
    private var values: [String: String] = [:]
    subscript(dynamicMember key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
    var keys: [String] { values.keys.sorted() }
}

var config = Config()
config.theme = "dark"
config.fontSize = "14"
print(config.theme ?? "-", config.fontSize ?? "-", config.missing ?? "none")
config.theme = nil
print(config.keys)

struct Profile {
    var name: String
    var age: Int
    var city: String
}

@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var changes: [String] = []
    init(_ value: Value) { self.value = value }
    subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T { value[keyPath: path] }
    mutating func set<T>(_ path: WritableKeyPath<Value, T>, to newValue: T, label: String) {
        value[keyPath: path] = newValue
        changes.append("\(label)=\(newValue)")
    }
}

var tracked = Tracked(Profile(name: "Ada", age: 36, city: "London"))
tracked.set(\.age, to: 37, label: "age")
tracked.set(\.city, to: "Paris", label: "city")
print(tracked.name, tracked.age, tracked.city, tracked.changes)

func update<Root, V>(_ items: inout [Root], _ path: WritableKeyPath<Root, V>, _ transform: (V) -> V) {
    for i in items.indices { items[i][keyPath: path] = transform(items[i][keyPath: path]) }
}
var people = [Profile(name: "a", age: 1, city: "x"), Profile(name: "b", age: 2, city: "y")]
update(&people, \.age) { $0 * 10 }
update(&people, \.name) { $0.uppercased() }
print(people.map(\.name), people.map(\.age))
let paths: [KeyPath<Profile, String>] = [\.name, \.city]
print(paths.map { people[0][keyPath: $0] })

// expect: dark 14 none
// expect: ["fontSize"]
// expect: Ada 37 Paris ["age=37", "city=Paris"]
// expect: ["A", "B"] [10, 20]
// expect: ["A", "x"]
