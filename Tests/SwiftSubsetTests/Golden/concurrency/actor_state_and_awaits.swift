// An actor's state is reached with await from outside; inside, its methods use it directly.
actor Inventory {
    private var stock: [String: Int] = [:]
    let name: String
    init(name: String) { self.name = name }
    func add(_ item: String, count: Int = 1) { stock[item, default: 0] += count }
    func take(_ item: String) -> Bool {
        guard let n = stock[item], n > 0 else { return false }
        stock[item] = n - 1
        return true
    }
    func count(of item: String) -> Int { stock[item] ?? 0 }
    func restock(from other: Inventory, item: String) async {
        let extra = await other.count(of: item)
        add(item, count: extra)
    }
}
let shop = Inventory(name: "shop")
let depot = Inventory(name: "depot")
await shop.add("apple", count: 2)
await depot.add("apple", count: 5)
print(await shop.take("apple"), await shop.take("pear"))  // expect: true false
await shop.restock(from: depot, item: "apple")
print(shop.name, await shop.count(of: "apple"))  // expect: shop 6
