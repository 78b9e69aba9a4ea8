import SwiftSubsetAST

/// Every stored field of a lowered program, read by reflection — so a
/// field the writer forgets shows up as a difference, whatever the field —
/// with each object numbered on first sight, so that sharing (one binding
/// declared and used) shows too.
struct ASTDump {
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var kept: [AnyObject] = []
    private(set) var text = ""

    static func of(_ program: LoweredProgram) -> String {
        var dump = ASTDump()
        dump.value(program.statements, depth: 0)
        dump.text += "slots \(program.slotCount)\n"
        return dump.text
    }

    private mutating func value(_ subject: Any, depth: Int) {
        let mirror = Mirror(reflecting: subject)
        let indent = String(repeating: " ", count: depth)
        if mirror.displayStyle == .class, let object = subject as? AnyObject {
            if let number = numbers[ObjectIdentifier(object)] {
                text += indent + "→ #\(number)\n"
                return
            }
            numbers[ObjectIdentifier(object)] = numbers.count
            kept.append(object)
            text += indent + "#\(numbers.count - 1) \(mirror.subjectType)\n"
        } else if mirror.children.isEmpty {
            text += indent + String(reflecting: subject) + "\n"
            return
        } else {
            text += indent + "\(mirror.displayStyle.map { "\($0)" } ?? "") \(mirror.subjectType)\n"
        }
        var children = Array(mirror.children)
        if mirror.displayStyle == .dictionary {
            // Dictionaries iterate in no fixed order.
            children.sort { String(reflecting: $0.value) < String(reflecting: $1.value) }
        }
        for child in children where child.label != "compilerAnnotation" {
            text += indent + " ." + (child.label ?? "_") + "\n"
            value(child.value, depth: depth + 2)
        }
    }
}
