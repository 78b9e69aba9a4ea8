// Set insert reports whether the element was new; remove returns the removed element.
var tags = Set<String>()
let first = tags.insert("swift")
print(first.inserted, first.memberAfterInsert)  // expect: true swift
let again = tags.insert("swift")
print(again.inserted)  // expect: false
tags.insert("ios")
print(tags.count)  // expect: 2
print(tags.remove("ios") as Any)  // expect: Optional("ios")
print(tags.remove("android") as Any)  // expect: nil
print(tags.isEmpty, tags.first!)  // expect: false swift
let words = ["b", "a", "b", "c", "a"]
print(Set(words).count)  // expect: 3
var order: [String] = []
var unique = Set<String>()
for w in words where unique.insert(w).inserted { order.append(w) }
print(order)  // expect: ["b", "a", "c"]
