// Top-level code with no await of its own is not an async context.
func loadGreeting() async -> String { "hello" }
let greeting = loadGreeting() // expect error col 16: 'async' call in a function that does not support concurrency
print(greeting)
