// An enum case's associated values with defaults are labelled like a call's
// parameters; a misspelled label is refused the same way.
enum Reminder {
    case once(after: Int = 60)
    case repeating(every: Int = 3600, times: Int = 1)
}
print(Reminder.once())
let nag = Reminder.once(afer: 30) // expect error col 24: incorrect argument label in call (have 'afer:', expected 'after:')
print(nag)
