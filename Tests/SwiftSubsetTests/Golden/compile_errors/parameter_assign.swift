// Function parameters are constants: assigning one is refused.
func clamp(_ value: Int) -> Int {
    if value > 100 {
        value = 100 // expect error col 9: cannot assign to value: 'value' is a 'let' constant
    }
    return value
}
print(clamp(120))
