// A weak delegate property does not keep its target alive.
protocol Delegate: AnyObject { func done() }
final class Worker {
    weak var delegate: Delegate?
    func finish() { delegate?.done() ?? print("nobody listening") }
    deinit { print("worker deinit") }
}
final class Controller: Delegate {
    let worker = Worker()
    init() { worker.delegate = self }
    func done() { print("controller notified") }
    deinit { print("controller deinit") }
}
var c: Controller? = Controller()
let w = c!.worker
w.finish()  // expect: controller notified
c = nil  // expect: controller deinit
w.finish()  // expect: nobody listening
