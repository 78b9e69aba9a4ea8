// A method's `inout` parameter, with a label, wants the `&` too.
struct Inventory {
    mutating func restock(into shelf: inout [String], item: String) { shelf.append(item) }
}
var store = Inventory()
var shelf: [String] = []
store.restock(into: shelf, item: "tea") // expect error col 21: passing value of type '[String]' to an inout parameter requires explicit '&'
print(shelf)
