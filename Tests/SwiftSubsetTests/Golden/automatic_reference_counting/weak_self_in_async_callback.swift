// A stored callback capturing [weak self] does not keep its owner alive.
final class ViewModel {
    var onUpdate: ((Int) -> Void)?
    var value = 0
    let name: String
    init(name: String) { self.name = name }
    func bind(to source: Source) {
        source.listeners.append { [weak self] newValue in
            guard let self else { print("listener outlived its view model"); return }
            self.value = newValue
            print("\(self.name) got \(newValue)")
        }
    }
    deinit { print("\(name) released") }
}
final class Source {
    var listeners: [(Int) -> Void] = []
    func emit(_ value: Int) { listeners.forEach { $0(value) } }
}
let source = Source()
var model: ViewModel? = ViewModel(name: "vm")
model!.bind(to: source)
source.emit(1)  // expect: vm got 1
model = nil  // expect: vm released
source.emit(2)  // expect: listener outlived its view model
