// A class's initializer needs its arguments.
final class Timer {
    let seconds: Int
    init(seconds: Int) { self.seconds = seconds }
}
let timer = Timer() // expect error col 19: missing argument for parameter 'seconds' in call
print(timer.seconds)
