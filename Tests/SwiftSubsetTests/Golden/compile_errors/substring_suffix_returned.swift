// A function returning String cannot return `suffix`'s Substring.
func lastThree(_ text: String) -> String {
    return text.suffix(3) // expect error col 17: no 'suffix' candidates produce the expected contextual result type 'String'
}
print(lastThree("swiftly"))
