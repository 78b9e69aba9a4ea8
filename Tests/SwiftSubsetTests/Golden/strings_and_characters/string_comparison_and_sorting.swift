// Strings compare by canonical equivalence; sorting is by Unicode order, uppercase first.
import Foundation
let names = ["bob", "Alice", "carol", "Dave"]
print(names.sorted())  // expect: ["Alice", "Dave", "bob", "carol"]
print(names.sorted { $0.lowercased() < $1.lowercased() })  // expect: ["Alice", "bob", "carol", "Dave"]
print("apple" < "banana", "Zebra" < "apple")  // expect: true true
print("\u{E9}" == "e\u{301}")  // expect: true
print(names.min()!, names.max()!)  // expect: Alice carol
print("abc".compare("abd") == .orderedAscending)  // expect: true
