// A switch over a task's status that forgets one case.
enum Status {
    case todo, inProgress, blocked, done
}

func label(for status: Status) -> String {
    switch status { // expect error col 5: switch must be exhaustive
    case .todo: return "To do"
    case .inProgress: return "Doing"
    case .done: return "Done"
    }
}
print(label(for: .blocked))
