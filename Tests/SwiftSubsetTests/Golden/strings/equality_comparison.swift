// String equality and lexicographic comparison.
let a = "cafe"
var b = "caf"
b += "e"
print(a == b)  // expect: true
print("Zebra" < "apple")  // expect: true
print("apple" < "apricot")  // expect: true
print(["pear", "Apple", "banana"].sorted())  // expect: ["Apple", "banana", "pear"]
print(max("abc", "abd"), min("b", "ab"))  // expect: abd ab
