// A struct's memberwise-style initializer called with its unnamed argument first.
struct Badge {
    let title: String
    let level: Int

    init(level: Int, _ title: String) {
        self.level = level
        self.title = title
    }
}

let badge = Badge("Gold", level: 3) // expect error col 27: argument 'level' must precede unnamed argument #1
print(badge.title)
