// A closure inside a non-mutating method cannot assign to `self`'s properties.
struct Form {
    var name = ""
    func onSubmit() -> () -> Void {
        return {
            self.name = "sent" // expect error col 18: cannot assign to property: 'self' is immutable
        }
    }
}
Form().onSubmit()()
