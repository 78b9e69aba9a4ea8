import Foundation
import SwiftSubsetAST

/// `Date.FormatStyle.dateTime` with a program's fields
/// (`.dateTime.day().month(.wide)`), made from their codes
/// (`FoundationRequest.DateField`): Foundation then lays them out as the
/// locale does, whatever order they were chosen in.
enum DateFields {
    static func style(_ fields: [FoundationRequest.DateField]) -> Date.FormatStyle {
        var style = Date.FormatStyle.dateTime
        for field in fields {
            let option = Int(field.option)
            switch field.symbol {
            case 0:
                style = option == 0 ? style.year() : style.year([.defaultDigits, .twoDigits][min(option - 1, 1)])
            case 1:
                style = option == 0 ? style.month()
                    : style.month([.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow][min(option - 1, 4)])
            case 2:
                style = option == 0 ? style.day() : style.day([.defaultDigits, .twoDigits][min(option - 1, 1)])
            case 3:
                style = option == 0 ? style.weekday()
                    : style.weekday([.abbreviated, .wide, .narrow, .short, .oneDigit, .twoDigits][min(option - 1, 5)])
            case 4:
                style = option == 0 ? style.hour() : style.hour(hour(option))
            case 5:
                style = option == 0 ? style.minute() : style.minute([.defaultDigits, .twoDigits][min(option - 1, 1)])
            default:
                style = option == 0 ? style.second() : style.second([.defaultDigits, .twoDigits][min(option - 1, 1)])
            }
        }
        return style
    }

    /// `.twoDigits(amPM: .abbreviated)` and the like from its code.
    private static func hour(_ option: Int) -> Date.FormatStyle.Symbol.Hour {
        let amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle = [.omitted, .narrow, .abbreviated, .wide][option & 3]
        switch (option >> 2) - 1 {
        case 0: return .defaultDigits(amPM: amPM)
        case 1: return .twoDigits(amPM: amPM)
        case 2: return .conversationalDefaultDigits(amPM: amPM)
        default: return .conversationalTwoDigits(amPM: amPM)
        }
    }
}
