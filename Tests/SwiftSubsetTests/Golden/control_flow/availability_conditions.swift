// #available holds and #unavailable does not on the platform the program runs on (swiftc's Linux build: the * covers it), in if, guard and while conditions, alone or beside other conditions
if #available(iOS 17, macOS 14, *) {
    print("new API")  // expect: new API
} else {
    print("fallback")
}
func label(_ count: Int) -> String {
    guard #available(iOS 16, *), count > 0 else { return "none" }
    return "\(count) items"
}
print(label(3), label(0))  // expect: 3 items none
if #unavailable(iOS 15) {
    print("old system")
} else {
    print("current system")  // expect: current system
}
var tries = 0
while #available(iOS 13, *), tries < 2 { tries += 1 }
print(tries)  // expect: 2
