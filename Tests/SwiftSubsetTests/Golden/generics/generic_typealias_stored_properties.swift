// Generic typealiases in stored properties, optionals, arrays of them and typealiases of generic types.
typealias Callback<T> = (T) -> Void
typealias Validator<T> = (T) -> String?
typealias Table<Row> = [[Row]]
typealias IntBox = Wrapper<Int>
struct Wrapper<T> { var value: T }
struct Field<Value> {
    var value: Value
    var validators: [Validator<Value>] = []
    var onChange: Callback<Value>?
    mutating func set(_ new: Value) {
        value = new
        onChange?(new)
    }
    var errors: [String] { validators.compactMap { $0(value) } }
}
var name = Field(value: "")
name.validators = [{ $0.isEmpty ? "required" : nil }, { $0.count > 5 ? "too long" : nil }]
var seen: [String] = []
name.onChange = { seen.append($0) }
print(name.errors)
name.set("Alexander")
print(name.errors, seen)
let grid: Table<Int> = [[1, 2], [3, 4]]
print(grid.map { $0.reduce(0, +) }, IntBox(value: 7).value, type(of: grid))
let handlers: [Callback<Int>] = [{ print("a", $0) }, { print("b", $0 * 2) }]
handlers.forEach { $0(21) }
// expect: ["required"]
// expect: ["too long"] ["Alexander"]
// expect: [3, 7] 7 Array<Array<Int>>
// expect: a 21
// expect: b 42
