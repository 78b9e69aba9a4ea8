// if let / if var unwrapping, shorthand `if let x`, and multiple bindings.
let input: String? = "12"
if let text = input, let n = Int(text) {
    print("parsed", n)  // expect: parsed 12
}
let missing: Int? = nil
if let missing {
    print("unexpected", missing)
} else {
    print("no value")  // expect: no value
}
var maybe: Int? = 1
if var m = maybe {
    m += 10
    print(m, maybe!)  // expect: 11 1
}
if let a = maybe, a > 5 { print("big") } else { print("small") }  // expect: small
