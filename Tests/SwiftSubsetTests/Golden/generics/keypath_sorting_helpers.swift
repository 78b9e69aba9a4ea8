// Key paths in generic helpers: sorting and grouping by a KeyPath, writable key paths for updates, appended key paths
struct Address { var city: String; var zip: String }
struct Contact {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
}

extension Sequence {
    func sorted<V: Comparable>(by path: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: path] > $1[keyPath: path] : $0[keyPath: path] < $1[keyPath: path] }
    }
    func grouped<K: Hashable>(by path: KeyPath<Element, K>) -> [K: [Element]] {
        Dictionary(grouping: self) { $0[keyPath: path] }
    }
    func sum<N: Numeric>(of path: KeyPath<Element, N>) -> N {
        reduce(0) { $0 + $1[keyPath: path] }
    }
}

func update<T, V>(_ items: inout [T], _ path: WritableKeyPath<T, V>, to value: V, where test: (T) -> Bool) -> Int {
    var changed = 0
    for i in items.indices where test(items[i]) {
        items[i][keyPath: path] = value
        changed += 1
    }
    return changed
}

var contacts = [
    Contact(name: "Zed", age: 41, address: Address(city: "Oslo", zip: "0150"), tags: ["work"]),
    Contact(name: "Amy", age: 29, address: Address(city: "Lima", zip: "15001"), tags: []),
    Contact(name: "Bo", age: 35, address: Address(city: "Oslo", zip: "0151"), tags: ["family", "gym"]),
]
print(contacts.sorted(by: \.name).map(\.name))
print(contacts.sorted(by: \.age, descending: true).map(\.age))
print(contacts.sorted(by: \.address.city).map(\.address.city))
let byCity = contacts.grouped(by: \.address.city)
print(byCity.keys.sorted(), byCity["Oslo"]!.map(\.name))
print(contacts.sum(of: \.age), contacts.map(\.tags.count))
let moved = update(&contacts, \.address.city, to: "Bergen", where: { $0.address.zip.hasPrefix("01") })
print(moved, contacts.map(\.address.city))
let cityPath = \Contact.address
let zipPath = cityPath.appending(path: \.zip)
print(contacts[0][keyPath: zipPath], contacts.map { $0[keyPath: \.address.zip].count })
var first = contacts[0]
first[keyPath: \.tags].append("vip")
first[keyPath: \Contact.age] += 1
print(first.tags, first.age, contacts[0].tags)
let getters: [(String, (Contact) -> String)] = [("name", { $0.name }), ("city", { $0[keyPath: \.address.city] })]
for (label, get) in getters { print(label, contacts.map(get)) }

// expect: ["Amy", "Bo", "Zed"]
// expect: [41, 35, 29]
// expect: ["Lima", "Oslo", "Oslo"]
// expect: ["Lima", "Oslo"] ["Zed", "Bo"]
// expect: 105 [1, 0, 2]
// expect: 2 ["Bergen", "Lima", "Bergen"]
// expect: 0150 [4, 5, 4]
// expect: ["work", "vip"] 42 ["work"]
// expect: name ["Zed", "Amy", "Bo"]
// expect: city ["Bergen", "Lima", "Bergen"]
