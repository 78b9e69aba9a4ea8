// The returned value must be the declared result type.
func answer() -> Int {
    return "forty-two" // expect error col 12: cannot convert return expression of type 'String' to return type 'Int'
}
print(answer())
