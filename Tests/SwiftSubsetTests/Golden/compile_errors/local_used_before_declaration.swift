// Inside a function a local is used on a line above its declaration: swiftc refuses the use.
func receipt() -> String {
    let line = "Total: \(total)" // expect error col 26: use of local variable 'total' before its declaration
    let total = 12
    return line
}
print(receipt())
