// Enums without associated values are Equatable; with them, Equatable can be synthesised.
enum Mode { case light, dark }
enum Token: Equatable { case number(Int), word(String) }
print(Mode.light == .light, Mode.light == .dark)  // expect: true false
print(Token.number(1) == .number(1), Token.number(1) == .number(2))  // expect: true false
print(Token.word("a") == .number(1))  // expect: false
let tokens: [Token] = [.word("x"), .number(3)]
print(tokens.contains(.number(3)))  // expect: true
