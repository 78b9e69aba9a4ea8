// Library subscripts: dictionary default, optional results, string ranges and nested access.
var inventory: [String: [String]] = ["fruit": ["apple"]]
inventory["fruit"]?.append("pear")
inventory["veg", default: []].append("leek")
inventory["nuts"]?.append("pecan")
print(inventory["fruit"]!, inventory["veg"]!, inventory["nuts"] as Any)  // expect: ["apple", "pear"] ["leek"] nil
print(inventory["fruit"]?[1] ?? "-", inventory["fruit"]?.count ?? 0)  // expect: pear 2
let word = "subscript"
let start = word.index(word.startIndex, offsetBy: 3)
print(word[start...], word[..<start])  // expect: script sub
var matrix = [[1, 2, 3], [4, 5, 6]]
matrix[1][2] = 60
print(matrix[1])  // expect: [4, 5, 60]
