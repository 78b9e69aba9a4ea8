// A static computed property without a setter.
enum Theme {
    static var accent: String { "blue" }
}
Theme.accent = "red" // expect error col 7: cannot assign to property: 'accent' is a get-only property
print(Theme.accent)
