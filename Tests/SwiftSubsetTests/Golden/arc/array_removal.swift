// Removing an object from an array (its only owner) deinitialises it at once.
final class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit item", id) }
}
var items = [Item(1), Item(2), Item(3)]
items.remove(at: 1)  // expect: deinit item 2
print("removed one")  // expect: removed one
let kept = items[0]
items.removeAll()
// expect: deinit item 3
print("cleared, kept", kept.id)  // expect: cleared, kept 1
