// The compiler-generated backing storage `_x` holds the wrapper instance.
// `_x` is private: only code inside the type (or the same file's extensions) can use it.
@propertyWrapper
struct Counted {
    var reads = 0
    var value: Int
    var wrappedValue: Int {
        mutating get { reads += 1; return value }
        set { value = newValue }
    }
    init(wrappedValue: Int) { value = wrappedValue }
}
struct Model {
    @Counted var score = 10
    mutating func report() -> String { "score=\(score) reads=\(_score.reads)" }
    var rawValue: Int { _score.value }
}
var m = Model()
_ = m.score
_ = m.score
print(m.report())  // expect: score=10 reads=3
print(m.rawValue)  // expect: 10
