// A closure passed to a function the program declares takes that parameter's function type: a Bool result cannot be an Int.
struct Task { var title: String; var minutes: Int }
func keep(_ tasks: [Task], where test: (Task) -> Bool) -> [Task] {
    var kept: [Task] = []
    for task in tasks where test(task) { kept.append(task) }
    return kept
}
let todo = [Task(title: "mail", minutes: 5), Task(title: "plan", minutes: 40)]
let short = keep(todo) { $0.minutes } // expect error col 29: cannot convert value of type 'Int' to closure result type 'Bool'
print(short.count)
