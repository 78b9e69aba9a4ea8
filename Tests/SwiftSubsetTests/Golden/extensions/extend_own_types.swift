// Extensions of user types add methods, inits and nested types.
struct Temp { var c: Double }
extension Temp {
    var f: Double { c * 1.8 + 32 }
    init(f: Double) { self.c = (f - 32) / 1.8 }
    enum Band { case cold, warm }
    var band: Band { c < 15 ? .cold : .warm }
}
let t = Temp(c: 20)
print(t.f, t.band)  // expect: 68.0 warm
print(Temp(f: 32).c, Temp(f: 32).band)  // expect: 0.0 cold
