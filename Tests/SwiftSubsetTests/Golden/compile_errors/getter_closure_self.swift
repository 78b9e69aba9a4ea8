// A closure made in a getter captures an immutable `self`.
struct Stopwatch {
    var laps: [Int] = []
    var recorder: () -> Void {
        { laps.append(1) } // expect error col 16: cannot use mutating member on immutable value: 'self' is immutable
    }
}
Stopwatch().recorder()
