// throws(E) gives `throw` a context: `.outOfStock` is ParcelError's, in a function and in a closure that writes it
enum ParcelError: Error, Equatable {
    case outOfStock(item: String)
    case tooHeavy(kilos: Double)
    case noAddress
}

func pack(_ item: String, kilos: Double, stock: [String: Int]) throws(ParcelError) -> String {
    guard (stock[item] ?? 0) > 0 else { throw .outOfStock(item: item) }
    if kilos > 20 { throw .tooHeavy(kilos: kilos) }
    return "\(item) packed"
}

let stock = ["lamp": 2, "rug": 0]
for (item, kilos) in [("lamp", 3.5), ("rug", 1.0), ("lamp", 25.0)] {
    do {
        print(try pack(item, kilos: kilos, stock: stock))
    } catch {
        // error is a ParcelError here: its cases match without a cast
        switch error {
        case .outOfStock(let name): print("no \(name) left")
        case .tooHeavy(let k): print("too heavy: \(k) kg")
        case .noAddress: print("no address")
        }
    }
}

let label = { (address: String?) throws(ParcelError) -> String in
    guard let address else { throw .noAddress }
    return "to: " + address
}
print((try? label("1 Main St")) ?? "-")
do { _ = try label(nil) } catch { print(error == .noAddress) }

func firstFailure() -> ParcelError? {
    do {
        _ = try pack("rug", kilos: 1, stock: stock)
        return nil
    } catch {
        return error
    }
}
print(firstFailure() as Any)
// expect: lamp packed
// expect: no rug left
// expect: too heavy: 25.0 kg
// expect: to: 1 Main St
// expect: true
// expect: Optional(main.ParcelError.outOfStock(item: "rug"))
