// A dictionary literal whose values are an Int and a String, with no type
// written: swiftc names the only type it could be, `[String : Any]`, and
// asks for it to be written if that is what is meant.
func settings() -> Int {
    let limits = ["retries": 3, "timeout": 30]
    let mixed = ["name": "app", "retries": 3] // expect error col 17: heterogeneous collection literal could only be inferred to '[String : Any]'; add explicit type annotation if this is intentional
    return limits.count + mixed.count
}
print(settings())
