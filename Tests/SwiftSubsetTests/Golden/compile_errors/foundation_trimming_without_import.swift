// trimmingCharacters(in:) needs Foundation, even on a String the program built itself
func label(_ name: String) -> String {
    let padded = "  " + name + "  "
    return padded.trimmingCharacters(in: .whitespaces) // expect error col 19: value of type 'String' has no member 'trimmingCharacters'
}
print(label("Ada"))
