// async functions awaited at top level run one after another.
func fetch(_ id: Int) async -> String {
    print("fetching", id)
    return "item\(id)"
}
func loadAll() async -> [String] {
    var out: [String] = []
    for id in 1...3 { out.append(await fetch(id)) }
    return out
}
print("start")  // expect: start
let items = await loadAll()
// expect: fetching 1
// expect: fetching 2
// expect: fetching 3
print(items)  // expect: ["item1", "item2", "item3"]
