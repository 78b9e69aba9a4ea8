// Static stored properties are initialised lazily, on first access, exactly once.
func make(_ s: String) -> String { print("init", s); return s }
enum Config {
    static let server = make("server")
    static var retries = { print("init retries"); return 3 }()
}
print("start")  // expect: start
print(Config.retries)
// expect: init retries
// expect: 3
Config.retries += 1
print(Config.retries)  // expect: 4
print(Config.server)
// expect: init server
// expect: server
print(Config.server)  // expect: server
