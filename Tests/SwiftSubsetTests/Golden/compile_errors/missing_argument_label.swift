// An argument label the function declares must be written.
func setVolume(to level: Int) { print("volume", level) }
setVolume(5) // expect error col 11: missing argument label 'to:' in call
