// A struct stored in an array is copied out; write back to change the array.
struct Item { var qty: Int }
var items = [Item(qty: 1), Item(qty: 2)]
var first = items[0]
first.qty = 50
print(items[0].qty)  // expect: 1
items[0] = first
print(items[0].qty)  // expect: 50
items[1].qty += 1
print(items.map(\.qty))  // expect: [50, 3]
for var item in items { item.qty = 0 }
print(items.map(\.qty))  // expect: [50, 3]
