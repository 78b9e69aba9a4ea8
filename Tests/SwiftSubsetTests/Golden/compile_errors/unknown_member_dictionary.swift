// A misspelled dictionary property, with the dictionary type written as swiftc writes it.
var stock = ["apple": 3, "pear": 0]
stock["plum"] = 7
print(stock.count)
print(stock.valus.reduce(0, +)) // expect error col 13: value of type '[String : Int]' has no member 'valus'
