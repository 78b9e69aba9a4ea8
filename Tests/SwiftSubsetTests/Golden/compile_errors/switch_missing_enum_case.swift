// A switch over an enum must handle every case: adding a case to the enum breaks the switch that forgets it.
enum Size { case small, medium, large }
func label(_ size: Size) -> String {
    switch size { // expect error col 5: switch must be exhaustive
    case .small: return "S"
    case .medium: return "M"
    }
}
print(label(.large))
