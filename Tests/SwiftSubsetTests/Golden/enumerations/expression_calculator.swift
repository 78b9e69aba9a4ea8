// An expression calculator: a tokenizer over Characters, enum tokens with payloads, shunting-yard to RPN, evaluation with errors
import Foundation
enum Token: Equatable, CustomStringConvertible {
    case number(Double)
    case op(Character)
    case leftParen, rightParen

    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .op(let c): return String(c)
        case .leftParen: return "("
        case .rightParen: return ")"
        }
    }
}

enum CalcError: Error, Equatable {
    case unexpected(Character, at: Int)
    case mismatchedParens
    case divisionByZero
    case malformed
}

func tokenize(_ text: String) throws -> [Token] {
    var tokens: [Token] = []
    var number = ""
    func flush() {
        if let value = Double(number) { tokens.append(.number(value)) }
        number = ""
    }
    for (i, c) in text.enumerated() {
        if c.isNumber || c == "." {
            number.append(c)
            continue
        }
        flush()
        switch c {
        case " ": continue
        case "+", "-", "*", "/", "^": tokens.append(.op(c))
        case "(": tokens.append(.leftParen)
        case ")": tokens.append(.rightParen)
        default: throw CalcError.unexpected(c, at: i)
        }
    }
    flush()
    return tokens
}

func precedence(_ op: Character) -> Int { op == "^" ? 3 : (op == "*" || op == "/") ? 2 : 1 }

func toRPN(_ tokens: [Token]) throws -> [Token] {
    var output: [Token] = [], stack: [Token] = []
    for token in tokens {
        switch token {
        case .number: output.append(token)
        case .op(let o):
            while case .op(let top)? = stack.last,
                  precedence(top) > precedence(o) || (precedence(top) == precedence(o) && o != "^") {
                output.append(stack.removeLast())
            }
            stack.append(token)
        case .leftParen: stack.append(token)
        case .rightParen:
            while let top = stack.last, top != .leftParen { output.append(stack.removeLast()) }
            guard stack.popLast() == .leftParen else { throw CalcError.mismatchedParens }
        }
    }
    while let top = stack.popLast() {
        if top == .leftParen { throw CalcError.mismatchedParens }
        output.append(top)
    }
    return output
}

func evaluate(_ rpn: [Token]) throws -> Double {
    var stack: [Double] = []
    for token in rpn {
        if case .number(let n) = token { stack.append(n); continue }
        guard case .op(let o) = token, stack.count >= 2 else { throw CalcError.malformed }
        let b = stack.removeLast(), a = stack.removeLast()
        switch o {
        case "+": stack.append(a + b)
        case "-": stack.append(a - b)
        case "*": stack.append(a * b)
        case "/":
            guard b != 0 else { throw CalcError.divisionByZero }
            stack.append(a / b)
        default:
            var r = 1.0
            for _ in 0..<Int(b) { r *= a }
            stack.append(r)
        }
    }
    guard stack.count == 1 else { throw CalcError.malformed }
    return stack[0]
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 0.5", "7 / (3 - 3)", "(1 + 2", "4 $ 4", "3 +", "1.5 * (2 + 2.5)"] {
    do {
        let rpn = try toRPN(try tokenize(input))
        print(input, "=>", rpn.map(\.description).joined(separator: " "), "=", try evaluate(rpn))
    } catch let error as CalcError {
        print(input, "=> error:", error)
    }
}

// expect: 1 + 2 * 3 => 1 2 3 * + = 7.0
// expect: (1 + 2) * 3 => 1 2 + 3 * = 9.0
// expect: 2 ^ 3 ^ 2 => 2 3 2 ^ ^ = 512.0
// expect: 10 / 4 - 0.5 => 10 4 / 0.5 - = 2.0
// expect: 7 / (3 - 3) => error: divisionByZero
// expect: (1 + 2 => error: mismatchedParens
// expect: 4 $ 4 => error: unexpected("$", at: 2)
// expect: 3 + => error: malformed
// expect: 1.5 * (2 + 2.5) => 1.5 2 2.5 + * = 6.75
