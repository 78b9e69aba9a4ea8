// Changing a struct through the `for … in` constant does not change the array: swiftc refuses it.
struct Task { var done = false }
var tasks = [Task(), Task()]
for task in tasks {
    task.done = true // expect error col 10: cannot assign to property: 'task' is a 'let' constant
}
print(tasks)
