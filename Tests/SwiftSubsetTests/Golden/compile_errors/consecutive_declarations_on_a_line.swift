// Two stored properties declared on one line with nothing between them.
struct Point {
    var x = 0 var y = 0 // expect error col 14: consecutive declarations on a line must be separated by ';'
}
print(Point())
