// A mutating method on a computed global with no setter is refused at the method's name
var items = [1, 2]
var firstTwo: [Int] { Array(items.prefix(2)) }
firstTwo.append(3) // expect error col 10: cannot use mutating member on immutable value: 'firstTwo' is a get-only property
print(items)
