// A command interpreter: closures stored in a dictionary, captured state, closures returning closures, sorting with comparators
import Foundation

var stack: [Int] = []
var history: [String] = []

func makeBinary(_ name: String, _ op: @escaping (Int, Int) -> Int?) -> () -> String? {
    return {
        guard stack.count >= 2 else { return "\(name): need two values" }
        let b = stack.removeLast(), a = stack.removeLast()
        guard let r = op(a, b) else {
            stack += [a, b]
            return "\(name): invalid"
        }
        stack.append(r)
        return nil
    }
}

let commands: [String: () -> String?] = [
    "add": makeBinary("add", { $0 + $1 }),
    "sub": makeBinary("sub", { $0 - $1 }),
    "mul": makeBinary("mul", { $0 * $1 }),
    "div": makeBinary("div") { a, b in b == 0 ? nil : a / b },
    "dup": {
        guard let top = stack.last else { return "dup: empty" }
        stack.append(top)
        return nil
    },
    "swap": {
        guard stack.count >= 2 else { return "swap: need two" }
        stack.swapAt(stack.count - 1, stack.count - 2)
        return nil
    },
    "clear": { stack.removeAll(); return nil },
]

func run(_ program: String) {
    for token in program.split(separator: " ") {
        history.append(String(token))
        if let n = Int(token) {
            stack.append(n)
        } else if let command = commands[String(token)] {
            if let error = command() { print("error:", error) }
        } else {
            print("unknown:", token)
        }
    }
    print(program, "=>", stack)
}

run("3 4 add 5 mul")
run("dup mul 2 swap sub")
run("1 0 div add")
run("clear 7 sqrt")
run("pop")
print(commands.keys.sorted().joined(separator: ","), history.count)

func counter(start: Int, step: Int = 1) -> (increment: () -> Int, reset: () -> Void) {
    var value = start
    return ({ value += step; return value }, { value = start })
}
let c = counter(start: 10, step: 5)
print(c.increment(), c.increment())
c.reset()
print(c.increment())

struct Employee { let name: String; let dept: String; let salary: Int }
let staff = [Employee(name: "Zoe", dept: "ops", salary: 70), Employee(name: "Al", dept: "dev", salary: 90),
             Employee(name: "Bo", dept: "dev", salary: 90), Employee(name: "Cy", dept: "ops", salary: 85)]
let comparators: [(Employee, Employee) -> Bool] = [{ $0.dept < $1.dept }, { $0.salary > $1.salary }, { $0.name < $1.name }]
let ordered = staff.sorted { a, b in
    for less in comparators {
        if less(a, b) { return true }
        if less(b, a) { return false }
    }
    return false
}
print(ordered.map(\.name))

// expect: 3 4 add 5 mul => [35]
// expect: dup mul 2 swap sub => [-1223]
// expect: error: div: invalid
// expect: 1 0 div add => [-1223, 1]
// expect: unknown: sqrt
// expect: clear 7 sqrt => [7]
// expect: unknown: pop
// expect: pop => [7]
// expect: add,clear,div,dup,mul,sub,swap 18
// expect: 15 20
// expect: 15
// expect: ["Al", "Bo", "Cy", "Zoe"]
