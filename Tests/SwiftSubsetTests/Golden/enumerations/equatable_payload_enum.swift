// Enums with Equatable payloads get == synthesized when they declare Equatable.
enum Token: Equatable {
    case word(String)
    case number(Int)
    case end
}
let tokens: [Token] = [.word("let"), .number(4), .end]
print(tokens[0] == .word("let"), tokens[1] == .number(5))  // expect: true false
print(tokens.contains(.end), tokens.firstIndex(of: .number(4))!)  // expect: true 1
print(tokens.filter { $0 != .end }.count)  // expect: 2
enum Light { case on, off }
print(Light.on == .on, Light.on != .off)  // expect: true true
