// A basic property wrapper: reads and writes go through wrappedValue.
@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
}
struct Profile {
    @Uppercased var nickname: String = "ace"
}
var p = Profile()
print(p.nickname)  // expect: ACE
p.nickname = "maverick"
print(p.nickname)  // expect: MAVERICK
