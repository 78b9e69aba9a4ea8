// A `let` given a value on one branch, then given one again after it.
let temperature = 31
let advice: String
if temperature > 30 {
    advice = "stay inside"
}
advice = "go out" // expect error col 8: immutable value 'advice' may only be initialized once
print(advice)
