// Removing a dictionary value (or overwriting it) releases the object.
final class Entry {
    let key: String
    init(_ key: String) { self.key = key }
    deinit { print("deinit", key) }
}
var cache: [String: Entry] = [:]
cache["a"] = Entry("a")
cache["b"] = Entry("b")
cache["a"] = nil  // expect: deinit a
cache["b"] = Entry("b2")  // expect: deinit b
print(cache.count)  // expect: 1
cache.removeAll()  // expect: deinit b2
print("end")  // expect: end
