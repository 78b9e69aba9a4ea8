// A Substring meets a String where swiftc lets it: `+` of the two gives
// the String wanted, and a string literal is a Substring where one is wanted.
let text = "hello world"
let head = text.prefix(5)
let shouted: String = head + "!"
print(shouted)
func firstWord(_ line: Substring) -> Substring { line.prefix(while: { $0 != " " }) }
print(firstWord("x y"), firstWord(text[...]))
let pick = text.count > 3 ? firstWord(text[...]) : "short"
print(pick)
var stack: [Substring] = "1 2 + 3".split(separator: " ")
stack.append("4")
print(stack.firstIndex(of: "3") ?? -1, stack.contains("+"), stack)
// expect: hello!
// expect: x hello
// expect: hello
// expect: 3 true ["1", "2", "+", "3", "4"]
