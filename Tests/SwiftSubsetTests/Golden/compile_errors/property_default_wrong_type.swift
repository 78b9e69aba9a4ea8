// A stored property's default must be its declared type.
struct Settings {
    var fontSize: Int = "large" // expect error col 25: cannot convert value of type 'String' to specified type 'Int'
}
print(Settings().fontSize)
