// An array parameter cannot be appended to (make a `var` copy, or use `inout`).
func withDefaults(_ tags: [String]) -> [String] {
    tags.append("new") // expect error col 10: cannot use mutating member on immutable value: 'tags' is a 'let' constant
    return tags
}
print(withDefaults(["a"]))
