// `let _ = value` at the top level makes the value, in its place, and drops it.
final class Store {
    var items: [String] = []
    func add(_ item: String) -> Int {
        items.append(item)
        print("added", item)
        return items.count
    }
}
let store = Store()
let _ = store.add("milk")
// expect: added milk
let _: Int = store.add("eggs")
// expect: added eggs
print(store.items)
// expect: ["milk", "eggs"]
