// Overriding keeps the superclass's argument labels.
class Printer {
    func print(page: Int) -> String { "page \(page)" }
}
class ColorPrinter: Printer {
    override func print(sheet: Int) -> String { "colour sheet \(sheet)" } // expect error col 19: argument labels for method 'print(sheet:)' do not match those of overridden method 'print(page:)'
}
Swift.print(ColorPrinter().print(page: 1))
