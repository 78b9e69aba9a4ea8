// Multi-line string literals strip the closing delimiter's indentation.
let n = 2
let text = """
    first line
      indented \(n)
    last line
    """
print(text)
// expect: first line
// expect:   indented 2
// expect: last line
let joined = """
    one \
    two
    """
print(joined)  // expect: one two
print(text.split(separator: "\n").count)  // expect: 3
