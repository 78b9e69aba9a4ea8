// get / get set property requirements satisfied by stored and computed properties.
protocol Resizable { var width: Int { get set }; var area: Int { get } }
struct Panel: Resizable {
    var width: Int
    var height = 2
    var area: Int { width * height }
}
func grow(_ r: inout some Resizable) { r.width *= 2 }
var p = Panel(width: 3)
grow(&p)
print(p.width, p.area)  // expect: 6 12
