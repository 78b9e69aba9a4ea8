// Arrays are values: assignment copies, mutation through a copy is invisible.
var a = [1, 2, 3]
var b = a
b.append(4)
b[0] = 100
print(a)  // expect: [1, 2, 3]
print(b)  // expect: [100, 2, 3, 4]
func mutateCopy(_ xs: [Int]) -> [Int] { var ys = xs; ys.removeAll(); return ys }
print(mutateCopy(a), a)  // expect: [] [1, 2, 3]
var nested = [[1], [2]]
var copy = nested
copy[0].append(9)
print(nested, copy)  // expect: [[1], [2]] [[1, 9], [2]]
