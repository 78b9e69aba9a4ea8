// A wrapped property without a default is initialised through the memberwise init.
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = String(newValue.drop { $0 == " " }) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Post {
    @Trimmed var title: String
    var likes: Int
}
let p = Post(title: "   hello", likes: 2)
print(p.title, p.likes)  // expect: hello 2
