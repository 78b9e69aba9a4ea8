// A generic type's parameter is usable in its methods: `T.zero`, `.zero`
// where a `T` is expected, and literals typed `T` follow the type the value
// was made with, even before it holds anything.
struct Tally<T: AdditiveArithmetic> {
    private(set) var marks: [T] = []
    mutating func add(_ mark: T) { marks.append(mark) }
    func mark(at index: Int) -> T { index < marks.count ? marks[index] : .zero }
    var total: T { marks.reduce(T.zero, +) }
}

var distances = Tally<Double>()
print(distances.total, distances.mark(at: 3))  // expect: 0.0 0.0
distances.add(1.25)
distances.add(2)
print(distances.total, distances.mark(at: 1))  // expect: 3.25 2.0

var steps = Tally<Int>()
steps.add(40)
print(steps.total, steps.mark(at: 0), steps.mark(at: 9))  // expect: 40 40 0
