// Initialising the backing storage `_x` directly inside init.
@propertyWrapper
struct Prefixed {
    let prefix: String
    var raw: String
    var wrappedValue: String {
        get { prefix + raw }
        set { raw = newValue }
    }
    init(wrappedValue: String, prefix: String) { self.prefix = prefix; raw = wrappedValue }
}
struct Label {
    @Prefixed var text: String
    init(text: String) {
        _text = Prefixed(wrappedValue: text, prefix: "> ")
    }
}
var l = Label(text: "hi")
print(l.text)  // expect: > hi
l.text = "bye"
print(l.text)  // expect: > bye
