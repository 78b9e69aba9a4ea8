// A constant declared without a value needs one on every path before it is read.
func greeting(hour: Int) -> String {
    let text: String
    if hour < 12 {
        text = "Good morning"
    } else if hour < 18 {
        text = "Good afternoon"
    }
    return text // expect error col 12: constant 'text' used before being initialized
}
print(greeting(hour: 9))
