// A closure held in a constant takes the parameter types it was written
// with: an argument of another type is refused at the call.
func run() {
    let double = { (x: Int) in x * 2 }
    print(double(21))
    print(double("21")) // expect error col 18: cannot convert value of type 'String' to expected argument type 'Int'
}
run()
