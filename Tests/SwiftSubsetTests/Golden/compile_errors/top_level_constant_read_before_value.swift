// Top-level code too: a `let` read before every path has given it a value.
let isWeekend = false
let plan: String
if isWeekend {
    plan = "hike"
}
print(plan) // expect error col 7: constant 'plan' used before being initialized
