import Foundation
import SwiftSubsetAST

/// A number as Foundation's format styles write it in `en_US`: the kind
/// (`.number`, `.percent`, `.currency(code:)`) and the options a program
/// applied, in order.
enum NumberStyles {
    private static let locale = Locale(identifier: "en_US")

    static func render(_ spec: FoundationRequest.NumberSpec) -> String {
        switch spec.value {
        case .integer(let i): return render(integer: i, spec)
        case .floating(let d): return render(floating: d, spec)
        }
    }

    typealias Precision = NumberFormatStyleConfiguration.Precision
    typealias Grouping = NumberFormatStyleConfiguration.Grouping
    typealias Notation = NumberFormatStyleConfiguration.Notation

    static func precision(_ p: FoundationRequest.NumberSpec.Precision) -> Precision {
        switch p {
        case .fractionLength(let a, let b): return .fractionLength(a...max(a, b))
        case .significantDigits(let a, let b): return .significantDigits(a...max(a, b))
        case .integerLength(let a, let b): return .integerLength(a...max(a, b))
        case .integerAndFractionLength(let i, let f): return .integerAndFractionLength(integer: i, fraction: f)
        }
    }

    static func grouping(_ automatic: Bool) -> Grouping { automatic ? .automatic : .never }

    static func notation(_ code: UInt8) -> Notation {
        switch code {
        case 1: return .compactName
        case 2: return .scientific
        default: return .automatic
        }
    }

    private static func render(integer i: Int, _ spec: FoundationRequest.NumberSpec) -> String {
        switch spec.kind {
        case .number:
            var style = IntegerFormatStyle<Int>(locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation(let n): style = style.notation(notation(n))
                }
            }
            return i.formatted(style)
        case .percent:
            var style = IntegerFormatStyle<Int>.Percent(locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation(let n): style = style.notation(notation(n))
                }
            }
            return i.formatted(style)
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation: break
                }
            }
            return i.formatted(style)
        }
    }

    private static func render(floating d: Double, _ spec: FoundationRequest.NumberSpec) -> String {
        switch spec.kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation(let n): style = style.notation(notation(n))
                }
            }
            return d.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation(let n): style = style.notation(notation(n))
                }
            }
            return d.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            for option in spec.options {
                switch option {
                case .precision(let p): style = style.precision(precision(p))
                case .grouping(let g): style = style.grouping(grouping(g))
                case .notation: break
                }
            }
            return d.formatted(style)
        }
    }
}
