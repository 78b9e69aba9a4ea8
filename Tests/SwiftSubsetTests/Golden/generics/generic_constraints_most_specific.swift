// The most specific generic overload is chosen statically.
func describe<T>(_ value: T) -> String { "any value" }
func describe<T: Numeric>(_ value: T) -> String { "a number" }
func describe<T: StringProtocol>(_ value: T) -> String { "some text" }
func describe(_ value: Int) -> String { "exactly Int" }
print(describe(4))  // expect: exactly Int
print(describe(4.5))  // expect: a number
print(describe("hi"))  // expect: some text
print(describe("hi".dropFirst()))  // expect: some text
print(describe([1]))  // expect: any value
func wrapper<T>(_ value: T) -> String { describe(value) }
print(wrapper(4))  // expect: any value
func numericWrapper<T: Numeric>(_ value: T) -> String { describe(value) }
print(numericWrapper(4))  // expect: a number
