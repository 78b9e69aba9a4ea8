// Array append, insert, remove(at:), count, isEmpty, first/last, subscripts.
var xs = [3, 1, 4]
xs.append(1)
xs.insert(9, at: 0)
print(xs)  // expect: [9, 3, 1, 4, 1]
let removed = xs.remove(at: 1)
print(removed, xs)  // expect: 3 [9, 1, 4, 1]
xs[0] = 5
print(xs.count, xs.isEmpty)  // expect: 4 false
print(xs.first!, xs.last!)  // expect: 5 1
xs += [2, 6]
print(xs)  // expect: [5, 1, 4, 1, 2, 6]
xs.removeAll()
print(xs, xs.isEmpty)  // expect: [] true
