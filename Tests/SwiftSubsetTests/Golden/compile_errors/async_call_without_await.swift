// A model's async loader called without await inside another async method.
struct Forecast { var high: Int }
func fetchForecast(for city: String) async -> Forecast {
    Forecast(high: city.count * 3)
}
struct WeatherModel {
    func summary(for city: String) async -> String {
        let forecast = fetchForecast(for: city) // expect error col 24: expression is 'async' but is not marked with 'await'
        return "\(city): \(forecast.high)°"
    }
}
print("ready")
