// Reading an actor's property from outside without `await`: the access is asynchronous.
actor Counter {
    var value = 0
    func increment() { value += 1 }
}
let counter = Counter()
func show() async {
    await counter.increment()
    print(counter.value) // expect error col 19: actor-isolated property 'value' cannot be accessed from outside of the actor
}
