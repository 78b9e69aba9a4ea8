// A parameter's default value must be of the parameter's type.
func greet(times: Int = "twice") { // expect error col 25: default argument value of type 'String' cannot be converted to type 'Int'
    print(times)
}
greet()
