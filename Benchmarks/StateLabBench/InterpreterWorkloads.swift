/// Workloads beside the interpreter benchmark's loop, each the same
/// program in Swift and in Python, so that making one kind of code faster
/// is seen not to make another slower: objects (class instances, method
/// calls, reference counting), strings (interpolation and appending),
/// arrays (appends, iteration, subscripts) and closures (captured
/// variables, calls through function values, map/filter/reduce).
///
/// Each prints one line that both languages must agree on.
struct InterpreterWorkload {
    let name: String
    let swiftSource: String
    let pythonSource: String

    /// `n` scales every workload: each runs about `n` steps of its kind.
    static func all(n: Int) -> [InterpreterWorkload] {
        [objects(n), strings(n), arrays(n), closures(n)]
    }

    static func objects(_ n: Int) -> InterpreterWorkload {
        InterpreterWorkload(name: "objects", swiftSource: """
            final class Particle {
                var x: Int
                var v: Int
                init(x: Int, v: Int) {
                    self.x = x
                    self.v = v
                }
                func step() {
                    x += v
                    if x > 100 || x < 0 { v = -v }
                }
            }
            var particles: [Particle] = []
            for i in 0..<10 { particles.append(Particle(x: i * 10, v: i % 3 + 1)) }
            var total = 0
            for round in 0..<\(n / 10) {
                for p in particles {
                    p.step()
                    total &+= p.x
                }
                if round % 100 == 0 { particles[round % 10] = Particle(x: 50, v: 2) }
            }
            print(total)
            """, pythonSource: """
            class Particle:
                def __init__(self, x, v):
                    self.x = x
                    self.v = v
                def step(self):
                    self.x += self.v
                    if self.x > 100 or self.x < 0:
                        self.v = -self.v
            particles = []
            for i in range(10):
                particles.append(Particle(i * 10, i % 3 + 1))
            total = 0
            for round in range(\(n / 10)):
                for p in particles:
                    p.step()
                    total += p.x
                if round % 100 == 0:
                    particles[round % 10] = Particle(50, 2)
            print(total)
            """)
    }

    /// (`text.count` of the whole text is left out: Swift counts a
    /// string's characters by walking it, where Python's `len` is
    /// stored, so it would measure that difference, not the interpreter.)
    static func strings(_ n: Int) -> InterpreterWorkload {
        InterpreterWorkload(name: "strings", swiftSource: """
            var text = ""
            var length = 0
            var ones = 0
            for i in 0..<\(n / 4) {
                let line = "item \\(i): \\(i % 7)"
                if line.hasPrefix("item 1") { ones += 1 }
                text += line
                length += line.count
                if length > 1000 {
                    text = ""
                    length = 0
                }
            }
            print(ones, length, text.count)
            """, pythonSource: """
            text = ""
            length = 0
            ones = 0
            for i in range(\(n / 4)):
                line = f"item {i}: {i % 7}"
                if line.startswith("item 1"):
                    ones += 1
                text += line
                length += len(line)
                if length > 1000:
                    text = ""
                    length = 0
            print(ones, length, len(text))
            """)
    }

    static func arrays(_ n: Int) -> InterpreterWorkload {
        InterpreterWorkload(name: "arrays", swiftSource: """
            var values: [Int] = []
            for i in 0..<\(n / 2) { values.append(i * 7 % 1000) }
            var sum = 0
            for v in values { sum += v }
            var i = 0
            while i < values.count {
                values[i] = values[i] / 2
                i += 2
            }
            print(sum, values.count, values[values.count - 2])
            """, pythonSource: """
            values = []
            for i in range(\(n / 2)):
                values.append(i * 7 % 1000)
            total = 0
            for v in values:
                total += v
            i = 0
            while i < len(values):
                values[i] = values[i] // 2
                i += 2
            print(total, len(values), values[len(values) - 2])
            """)
    }

    static func closures(_ n: Int) -> InterpreterWorkload {
        InterpreterWorkload(name: "closures", swiftSource: """
            func makeCounter() -> () -> Int {
                var count = 0
                return {
                    count += 1
                    return count
                }
            }
            let next = makeCounter()
            let combine: (Int, Int) -> Int = { $0 &+ $1 * 3 }
            var total = 0
            for i in 0..<\(n / 2) {
                total = combine(total, next())
                if i % 1000 == 0 {
                    total &+= [1, 2, 3, 4].map { $0 * i }.filter { $0 % 2 == 0 }.reduce(0, +)
                }
            }
            print(total, next())
            """, pythonSource: """
            def make_counter():
                count = 0
                def bump():
                    nonlocal count
                    count += 1
                    return count
                return bump
            next_value = make_counter()
            combine = lambda a, b: a + b * 3
            total = 0
            for i in range(\(n / 2)):
                total = combine(total, next_value())
                if i % 1000 == 0:
                    total += sum(filter(lambda x: x % 2 == 0, map(lambda x: x * i, [1, 2, 3, 4])))
            print(total, next_value())
            """)
    }
}
