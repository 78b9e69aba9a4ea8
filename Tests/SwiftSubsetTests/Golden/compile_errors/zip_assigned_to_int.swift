// Assigning a zip to an Int variable: "cannot assign value of type".
var count = 0
count = zip([1, 2], ["a", "b"])  // expect error col 9: cannot assign value of type 'Zip2Sequence<[Int], [String]>' to type 'Int'
print(count)
