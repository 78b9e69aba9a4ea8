// Generic typealiases of labelled tuples, aliases of aliases, and aliases in function signatures returning closures.
typealias Pair<T> = (first: T, second: T)
typealias Table<Row> = [[Row]]
typealias Matrix<T> = Table<T>
typealias Transform<T> = (T) -> T
typealias Reducer<State, Action> = (inout State, Action) -> Void
func swapped<T>(_ p: Pair<T>) -> Pair<T> { (first: p.second, second: p.first) }
func compose<T>(_ fs: [Transform<T>]) -> Transform<T> { { x in fs.reduce(x) { $1($0) } } }
let p: Pair<String> = (first: "a", second: "b")
let q = swapped(p)
print(q.first, q.second, q)
let m: Matrix<Int> = [[1, 0], [0, 1]]
print(m.flatMap { $0 }.reduce(0, +))
let inc: Transform<Int> = { $0 + 1 }
print(compose([inc, { $0 * 10 }, inc])(1))
enum CounterAction { case add(Int), reset }
let reducer: Reducer<Int, CounterAction> = { state, action in
    switch action {
    case .add(let n): state += n
    case .reset: state = 0
    }
}
var state = 0
for action in [CounterAction.add(2), .add(5), .reset, .add(1)] { reducer(&state, action) }
print(state)
// expect: b a (first: "b", second: "a")
// expect: 2
// expect: 21
// expect: 1
