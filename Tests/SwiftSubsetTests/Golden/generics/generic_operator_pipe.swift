// A generic custom operator that pipes a value into a function.
precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator |>: ForwardApplication
func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
func double(_ n: Int) -> Int { n * 2 }
func describe(_ n: Int) -> String { "value=\(n)" }
print(5 |> double |> double |> describe)  // expect: value=20
func words(_ text: String) -> [Substring] { text.split(separator: " ") }
let lengths = "the quick brown fox" |> words |> { $0.map(\.count) }
print(lengths)  // expect: [3, 5, 5, 3]
print([3, 1, 2] |> { $0.sorted() })  // expect: [1, 2, 3]
