// An enum compared with the text of its case name.
enum Difficulty { case easy, medium, hard }
let chosen = Difficulty.medium
if chosen == "medium" { // expect error col 11: referencing operator function '==' on 'StringProtocol' requires that 'Difficulty' conform to 'StringProtocol'
    print("a fair fight")
}
