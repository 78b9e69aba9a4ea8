// Ranges of an Int never add up to every value for swiftc: a `switch` needs `default`.
let age = 42
switch age { // expect error col 1: switch must be exhaustive
case 0..<13: print("child")
case 13..<20: print("teen")
case 20...: print("adult")
}
