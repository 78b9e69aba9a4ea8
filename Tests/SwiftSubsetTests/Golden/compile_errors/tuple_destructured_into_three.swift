// A pair destructured into three names at top level: the tuple has two elements.
let (id, name, score) = (1, "Ann") // expect error col 25: '(Int, String)' is not convertible to '(Int, String, _)', tuples have a different number of elements
print(id, name, score)
