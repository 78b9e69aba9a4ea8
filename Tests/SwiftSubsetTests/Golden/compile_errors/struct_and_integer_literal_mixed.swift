// A struct that takes no literals beside an integer literal: only [Any] holds both.
struct Marker {}
let row = [Marker(), 1] // expect error col 11: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
print(row.count)
