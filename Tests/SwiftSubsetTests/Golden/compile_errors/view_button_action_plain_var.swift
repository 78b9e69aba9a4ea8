// The classic SwiftUI mistake without SwiftUI: a plain `var` in a view-like
// struct changed from a button's action closure inside `body`. swiftc refuses
// it (this is why SwiftUI has @State); the same code with SwiftUI types is in
// LiveRuntimeTests.
struct Button {
    let title: String
    let action: () -> Void
    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
}
struct CounterView {
    var count = 0
    var body: [Button] {
        [
            Button("+") { count += 1 }, // expect error col 33: left side of mutating operator isn't mutable: 'self' is immutable
        ]
    }
}
CounterView().body[0].action()
