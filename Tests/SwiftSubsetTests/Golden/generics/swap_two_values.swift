// A generic function with inout parameters, used with several types.
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporary = a
    a = b
    b = temporary
}
var someInt = 3, anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print(someInt, anotherInt)  // expect: 107 3
var hello = "hello", world = "world"
swapTwoValues(&hello, &world)
print(hello, world)  // expect: world hello
var low = [1], high = [2, 3]
swapTwoValues(&low, &high)
print(low, high)  // expect: [2, 3] [1]
