// import Dispatch alone brings DispatchQueue (Foundation is not needed for it)
import Dispatch
var log: [String] = []
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { log.append("timer") }
log.append("now")
try? await Task.sleep(for: .milliseconds(200))
print(log) // expect: ["now", "timer"]
