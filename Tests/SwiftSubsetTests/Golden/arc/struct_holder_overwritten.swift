// Overwriting a struct that holds the only reference releases the object.
final class Model {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}
struct Screen { var model: Model }
var screen = Screen(model: Model("first"))  // expect: init first
var copy = screen
screen = Screen(model: Model("second"))  // expect: init second
print("copy still holds", copy.model.name)  // expect: copy still holds first
copy = screen  // expect: deinit first
print("end")  // expect: end
