// init(wrappedValue: @autoclosure @escaping) defers the default until first read.
func makeValue(_ tag: String) -> Int { print("evaluating", tag); return 42 }
@propertyWrapper
struct Deferred<Value> {
    private var make: () -> Value
    private var cached: Value?
    init(wrappedValue: @autoclosure @escaping () -> Value) {
        print("Deferred.init")
        make = wrappedValue
    }
    var wrappedValue: Value {
        mutating get {
            if let cached { return cached }
            let v = make()
            cached = v
            return v
        }
        set { cached = newValue }
    }
}
struct Holder {
    @Deferred var value = makeValue("holder")
}
var h = Holder()  // expect: Deferred.init
print("constructed")  // expect: constructed
print(h.value)
// expect: evaluating holder
// expect: 42
print(h.value)  // expect: 42
