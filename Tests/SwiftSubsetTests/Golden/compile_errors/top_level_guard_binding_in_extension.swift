// An extension's member does not see a top-level `guard let` binding at all.
guard let unit = Optional("kg") else { fatalError("no unit") }

extension Double {
    var labelled: String {
        "\(self) " + unit  // expect error col 22: cannot find 'unit' in scope
    }
}

print(2.5.labelled)
