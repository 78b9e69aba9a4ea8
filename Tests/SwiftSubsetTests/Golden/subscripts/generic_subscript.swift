// A generic subscript whose parameter type drives the result type.
struct Store {
    private var storage: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default value: T) -> T {
        storage[key] as? T ?? value
    }
}
var store = Store()
store["count", as: Int.self] = 3
store["name", as: String.self] = "dot"
print(store["count", as: Int.self] as Any)  // expect: Optional(3)
print(store["count", as: String.self] as Any)  // expect: nil
print(store["name", default: "none"], store["age", default: 0])  // expect: dot 0
