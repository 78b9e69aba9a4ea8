// type(of:) of a labelled tuple keeps its labels when an element's static type is not known to the compiler (difffuzz seed 241000016)
var total = abs((30 ?? 0))
print(type(of: [(a: total, b: true)]))
// expect: Array<(a: Int, b: Bool)>
print(type(of: (count: total, name: "x")))
// expect: (count: Int, name: String)
