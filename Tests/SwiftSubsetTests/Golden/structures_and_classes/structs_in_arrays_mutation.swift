// Mutating a struct in an array changes only that element; a loop variable is a copy.
struct Task { var title: String; var done = false }
var tasks = [Task(title: "write"), Task(title: "test"), Task(title: "ship")]
for var task in tasks { task.done = true }
print(tasks.filter(\.done).count)  // expect: 0
tasks[1].done = true
print(tasks.map(\.done))  // expect: [false, true, false]
for i in tasks.indices where tasks[i].title.hasPrefix("s") { tasks[i].done = true }
print(tasks.map(\.done))  // expect: [false, true, true]
if let index = tasks.firstIndex(where: { $0.title == "write" }) {
    tasks[index].title += "!"
}
print(tasks[0].title)  // expect: write!
var copy = tasks
copy[0].title = "changed"
print(tasks[0].title, copy[0].title)  // expect: write! changed
