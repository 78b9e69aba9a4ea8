// An index out of range inside a Task ends the whole program, as a trap anywhere does: the top level awaiting its value never goes on.
let scores = [70, 85, 92]
func score(at index: Int) -> Int {
    scores[index]  // expect runtime error: Index out of range
}
print("loading")  // expect: loading
let task = Task {
    print("in task")  // expect: in task
    return score(at: 5)
}
let value = await task.value
print("after", value)
