// A static method's result.
enum Units {
    static func toMeters(_ feet: Double) -> Double {
        let meters = feet * 0.3048
        print(meters)
    } // expect error col 5: missing return in static method expected to return 'Double'
}
print(Units.toMeters(10))
