// A generic struct Box<T> with a mapping method.
struct Box<T> {
    var value: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
}
let b = Box(value: 21)
let doubled = b.map { $0 * 2 }
let text = doubled.map { "n=\($0)" }
print(doubled.value, text.value)  // expect: 42 n=42
print(b)  // expect: Box<Int>(value: 21)
print(text)  // expect: Box<String>(value: "n=42")
