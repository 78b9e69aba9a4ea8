// A required parameter left out after two arguments in the wrong order is reported just after the last argument.
func schedule(day: String, hour: Int = 9, title: String) -> String {
    "\(day) \(hour):00 \(title)"
}

print(schedule(hour: 10, day: "Mon"))  // expect error col 36: missing argument for parameter 'title' in call
