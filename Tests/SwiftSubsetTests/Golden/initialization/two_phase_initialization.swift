// Phase one sets every stored property up the chain; only then may methods use self.
class Base {
    var log: [String] = []
    let name: String
    init(name: String) {
        self.name = name
        log.append("base stored")
        configure()
    }
    func configure() { log.append("base configure") }
}
class Derived: Base {
    let level: Int
    init(level: Int) {
        self.level = level
        super.init(name: "derived")
        log.append("derived after super")
    }
    override func configure() { log.append("derived configure with level \(level)") }
}
let d = Derived(level: 7)
print(d.log)  // expect: ["base stored", "derived configure with level 7", "derived after super"]
