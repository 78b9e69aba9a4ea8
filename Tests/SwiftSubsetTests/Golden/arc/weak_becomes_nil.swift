// A weak reference becomes nil once the object is deallocated.
final class Target {
    deinit { print("target deinit") }
}
weak var observer: Target?
var strong: Target? = Target()
observer = strong
print(observer == nil)  // expect: false
strong = nil  // expect: target deinit
print(observer == nil)  // expect: true
