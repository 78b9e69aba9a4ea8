// init(arrayLiteral:) is what an array literal calls; written out, its variadic elements take the array's element type (nil for an optional element, 1 as a Double).
let slots = [Int?](arrayLiteral: 4, nil, 7)
print(slots, slots.compactMap { $0 }.reduce(0, +))  // expect: [Optional(4), nil, Optional(7)] 11
let tags = Array<String>(arrayLiteral: "new", "sale")
print(tags.joined(separator: "+"), tags.count)  // expect: new+sale 2
let prices = [Double](arrayLiteral: 1, 2.5)
print(prices)  // expect: [1.0, 2.5]
