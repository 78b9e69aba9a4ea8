// Struct initializers delegating with self.init.
struct Span {
    var start: Int, end: Int
    init(start: Int, end: Int) { print("designated", start, end); self.start = start; self.end = end }
    init(length: Int) { print("by length", length); self.init(start: 0, end: length) }
    init() { self.init(length: 1); print("default done") }
}
let s = Span()
// expect: by length 1
// expect: designated 0 1
// expect: default done
print(s.end - s.start)  // expect: 1
