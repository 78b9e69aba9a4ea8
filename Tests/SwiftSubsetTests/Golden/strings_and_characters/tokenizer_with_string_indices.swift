// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
enum Token: Equatable { case num(Int), op(Character), lparen, rparen }
func tokenize(_ s: String) -> [Token] {
    var out: [Token] = []
    var i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        if c.isNumber {
            var j = i
            while j < s.endIndex, s[j].isNumber { j = s.index(after: j) }
            out.append(.num(Int(s[i..<j])!))
            i = j
            continue
        }
        switch c {
        case "+", "-", "*", "/": out.append(.op(c))
        case "(": out.append(.lparen)
        case ")": out.append(.rparen)
        default: break
        }
        i = s.index(after: i)
    }
    return out
}
let toks = tokenize("12+(3*45) - 6")
print(toks.count, toks.first!, toks.last!)
print(toks.filter { if case .op = $0 { return true }; return false }.count)
func evalRPN(_ t: [String]) -> Int? {
    var st: [Int] = []
    for x in t {
        if let n = Int(x) { st.append(n); continue }
        guard st.count >= 2 else { return nil }
        let b = st.removeLast(), a = st.removeLast()
        switch x { case "+": st.append(a + b); case "-": st.append(a - b); case "*": st.append(a * b); default: st.append(a / b) }
    }
    return st.count == 1 ? st[0] : nil
}
print(evalRPN(["3", "4", "+", "2", "*"])!, evalRPN(["+"]) as Any)
// expect: 9 num(12) num(6)
// expect: 3
// expect: 14 nil
