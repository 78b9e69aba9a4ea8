// A view model depends on a protocol; tests and previews swap in other implementations.
protocol WeatherProviding {
    func temperature(in city: String) async throws -> Double
}
struct PreviewWeather: WeatherProviding {
    func temperature(in city: String) async throws -> Double { city == "Oslo" ? -3.5 : 21 }
}
struct FailingWeather: WeatherProviding {
    struct Unavailable: Error {}
    func temperature(in city: String) async throws -> Double { throw Unavailable() }
}
@MainActor
final class WeatherViewModel {
    let provider: any WeatherProviding
    var headline = "—"
    init(provider: any WeatherProviding = PreviewWeather()) { self.provider = provider }
    func refresh(city: String) async {
        do {
            let t = try await provider.temperature(in: city)
            let feel = if t < 0 { "freezing" } else if t < 15 { "chilly" } else { "warm" }
            headline = "\(city): \(t)° (\(feel))"
        } catch {
            headline = "\(city): unavailable"
        }
    }
}
let vm = WeatherViewModel()
await vm.refresh(city: "Oslo")
print(vm.headline)  // expect: Oslo: -3.5° (freezing)
await vm.refresh(city: "Rome")
print(vm.headline)  // expect: Rome: 21.0° (warm)
let offline = WeatherViewModel(provider: FailingWeather())
await offline.refresh(city: "Oslo")
print(offline.headline)  // expect: Oslo: unavailable
