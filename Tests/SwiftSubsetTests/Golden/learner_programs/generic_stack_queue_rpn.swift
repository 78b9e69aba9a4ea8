// A generic Stack and a two-stack Queue with protocol conformances, used for a reverse-Polish calculator and a print queue.
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    mutating func push(_ element: Element) { storage.append(element) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack(" + storage.map { "\($0)" }.joined(separator: ", ") + ")" }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { storage = elements }
}

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    var count: Int { inbox.count + outbox.count }
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

enum RPNError: Error, Equatable {
    case unknownToken(String)
    case stackUnderflow
    case divisionByZero
}

func evaluate(_ expression: String) throws -> Int {
    var stack = Stack<Int>()
    for token in expression.split(separator: " ") {
        if let n = Int(token) {
            stack.push(n)
            continue
        }
        guard let rhs = stack.pop(), let lhs = stack.pop() else { throw RPNError.stackUnderflow }
        switch token {
        case "+": stack.push(lhs + rhs)
        case "-": stack.push(lhs - rhs)
        case "*": stack.push(lhs * rhs)
        case "/":
            if rhs == 0 { throw RPNError.divisionByZero }
            stack.push(lhs / rhs)
        default: throw RPNError.unknownToken(String(token))
        }
    }
    guard stack.count == 1, let result = stack.pop() else { throw RPNError.stackUnderflow }
    return result
}

for expr in ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "1 +", "4 0 /", "2 3 ^", "7"] {
    do {
        print(expr, "=", try evaluate(expr))
    } catch {
        print(expr, "->", error)
    }
}
// expect: 3 4 + 2 * = 14
// expect: 5 1 2 + 4 * + 3 - = 14
// expect: 1 + -> stackUnderflow
// expect: 4 0 / -> divisionByZero
// expect: 2 3 ^ -> unknownToken("^")
// expect: 7 = 7

var words: Stack<String> = ["a", "b"]
words.push("c")
print(words, words.peek() ?? "-", words.count)
// expect: Stack(a, b, c) c 3
words.pop()
print(words, words.isEmpty)
// expect: Stack(a, b) false

var jobs = Queue<String>()
jobs.enqueue("report.pdf")
jobs.enqueue("photo.png")
print(jobs.dequeue() ?? "none", jobs.count)
// expect: report.pdf 1
jobs.enqueue("memo.txt")
var printed: [String] = []
while let job = jobs.dequeue() { printed.append(job) }
print(printed, jobs.dequeue() as Any)
// expect: ["photo.png", "memo.txt"] nil
