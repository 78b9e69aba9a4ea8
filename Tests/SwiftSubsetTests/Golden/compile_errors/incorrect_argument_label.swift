// A misspelt argument label.
func book(room: Int, nights: Int) { print(room, nights) }
book(room: 12, night: 2) // expect error col 5: incorrect argument label in call (have 'room:night:', expected 'room:nights:')
