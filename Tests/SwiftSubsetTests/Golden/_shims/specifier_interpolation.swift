// Shim for verify-with-swiftc.sh only, not a golden program.
//
// SwiftUI's `Text("\(value, specifier: "%.1f")")` formats through
// LocalizedStringKey's interpolation, which exists only where SwiftUI does.
// StateLab's library accepts the same `specifier:` interpolation in any
// string; when a golden program declares `// swiftc-shim: specifier_interpolation`,
// the script compiles this file beside it so swiftc on Linux (and on macOS,
// where plain String interpolation has no `specifier:` either) sees the same
// API, formatting with Foundation's `String(format:)` as SwiftUI does.
import Foundation

extension DefaultStringInterpolation {
    /// Appends `value` rendered with a printf-style `specifier` such as `%.1f`.
    mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }
}
