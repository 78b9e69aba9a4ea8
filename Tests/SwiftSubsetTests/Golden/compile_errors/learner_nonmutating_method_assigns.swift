// A struct method that changes a property without `mutating`.
struct TodoItem {
    let title: String
    var isDone = false

    func complete() {
        isDone = true // expect error col 9: cannot assign to property: 'self' is immutable
    }
}

var item = TodoItem(title: "Walk the dog")
item.complete()
print(item.isDone)
