// A property wrapper with a projected value reached through `$name`.
import Foundation
@propertyWrapper
struct Validated {
    private var text = ""
    private(set) var projectedValue = false
    var wrappedValue: String {
        get { text }
        set {
            text = newValue.trimmingCharacters(in: .whitespaces)
            projectedValue = text.contains("@") && text.count > 3
        }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct SignUpForm {
    @Validated var email: String = ""
}
var form = SignUpForm()
print(form.$email)  // expect: false
form.email = "  ana@mail.com "
print("[\(form.email)]", form.$email)  // expect: [ana@mail.com] true
form.email = "x@"
print(form.$email)  // expect: false
