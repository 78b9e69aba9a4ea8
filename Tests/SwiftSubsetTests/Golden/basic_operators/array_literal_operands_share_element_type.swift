// The operands of + on arrays share one element type: in [1, 2] + [3.5] the left literal is an array of Doubles too, whichever side the Double is on.
let joined = [1, 2] + [3.5]
print(joined)  // expect: [1.0, 2.0, 3.5]
print([0.5] + [1, 2])  // expect: [0.5, 1.0, 2.0]
print([1, 2] + [3])  // expect: [1, 2, 3]
print([1] == [1.0], 1 + 2.5)  // expect: true 3.5
