// Closures stored in a struct and called through optional chaining.
struct Button {
    var title: String
    var action: (() -> Void)?
    var onLongPress: ((Int) -> String)?
    func tap() { action?() }
}
var taps = 0
var button = Button(title: "OK", action: { taps += 1 })
button.tap(); button.tap()
print(taps, button.onLongPress?(3) ?? "no long press")
button.onLongPress = { "held \($0)s" }
print(button.onLongPress?(3) ?? "none")
button.action = nil
button.tap()
print(taps)
let buttons = [button, Button(title: "Cancel")]
print(buttons.compactMap { $0.onLongPress?(1) })
// expect: 2 no long press
// expect: held 3s
// expect: 2
// expect: ["held 1s"]
