// A top-level guard's binding read by a later top-level declaration's value.
let input: String? = "42"
guard let text = input else { fatalError("no input") }
let number = Int(text)!
print(number + 1)
if let n = Int("5") {
    let doubled = n * 2
    print(doubled)
}
// expect: 43
// expect: 10
