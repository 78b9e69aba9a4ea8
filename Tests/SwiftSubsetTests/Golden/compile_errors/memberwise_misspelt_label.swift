// The memberwise initializer's labels are the property names.
struct Reminder {
    var text: String
    var done = false
}
let reminder = Reminder(txt: "Call") // expect error col 24: incorrect argument label in call (have 'txt:', expected 'text:')
print(reminder)
