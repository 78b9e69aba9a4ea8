// An early `return` leaves the initializer too: everything must be set by then.
struct Window {
    var width: Int
    var height: Int
    init(size: Int) {
        width = size
        if size == 0 {
            return // expect error col 13: return from initializer without initializing all stored properties
        }
        height = size
    }
}
print(Window(size: 4).height)
