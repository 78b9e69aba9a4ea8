// A method only in a protocol extension (not a requirement) dispatches statically.
protocol Named { func required() -> String }
extension Named {
    func required() -> String { "default required" }
    func extra() -> String { "default extra" }
}
struct Custom: Named {
    func required() -> String { "custom required" }
    func extra() -> String { "custom extra" }
}
let concrete = Custom()
let existential: any Named = Custom()
print(concrete.required(), "|", concrete.extra())  // expect: custom required | custom extra
print(existential.required(), "|", existential.extra())  // expect: custom required | default extra
