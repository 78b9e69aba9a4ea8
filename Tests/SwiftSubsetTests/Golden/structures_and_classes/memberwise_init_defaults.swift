// The memberwise initializer takes every stored property, with defaults becoming optional arguments.
struct Settings {
    var volume = 5
    var muted = false
    let profile: String
    var theme: String?
}
let a = Settings(profile: "kid")
let b = Settings(volume: 9, profile: "adult", theme: "dark")
let c = Settings(muted: true, profile: "guest")
print(a.volume, a.muted, a.profile, a.theme as Any)  // expect: 5 false kid nil
print(b.volume, b.theme!)  // expect: 9 dark
print(c.muted, c.volume)  // expect: true 5
print(b)  // expect: Settings(volume: 9, muted: false, profile: "adult", theme: Optional("dark"))
