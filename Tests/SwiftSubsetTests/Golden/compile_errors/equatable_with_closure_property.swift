// Equatable is synthesized only when every stored property is Equatable; a closure never is
struct Alarm: Equatable { // expect error col 8: type 'Alarm' does not conform to protocol 'Equatable'
    var hour: Int
    var onRing: () -> Void
}

let a = Alarm(hour: 7, onRing: { print("ring") })
print(a == a)
