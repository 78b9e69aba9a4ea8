// A `switch` over a String lists some values; the rest need `default`.
let command = "stop"
switch command { // expect error col 1: switch must be exhaustive
case "start", "go": print("starting")
case "stop": print("stopping")
}
