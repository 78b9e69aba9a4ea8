// + and += on an array take any sequence of its elements, and give an array.
var queue = [1, 2]
queue += 3...5
print(queue)  // expect: [1, 2, 3, 4, 5]
queue += Set([9])
print(queue)  // expect: [1, 2, 3, 4, 5, 9]
let older = [7, 8, 9]
queue += older.dropFirst(2)
queue += older.reversed()
print(queue)  // expect: [1, 2, 3, 4, 5, 9, 9, 9, 8, 7]
var letters: [Character] = ["a"]
letters += "bc"
let withD = letters + "d"
print(letters, withD)  // expect: ["a", "b", "c"] ["a", "b", "c", "d"]
let front = (0..<2) + [5, 6]
print(front, type(of: front))  // expect: [0, 1, 5, 6] Array<Int>
let back = [5, 6] + (0..<2)
print(back, type(of: back))  // expect: [5, 6, 0, 1] Array<Int>
