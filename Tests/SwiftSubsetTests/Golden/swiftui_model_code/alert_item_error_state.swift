// An optional Identifiable alert item drives an alert; a computed Bool mirrors isPresented.
struct AlertItem: Identifiable, Equatable {
    let id: Int
    let title: String
    let message: String
}
enum UploadError: Error { case tooLarge(megabytes: Int), network }
final class UploadModel {
    var alert: AlertItem?
    private var nextAlertID = 1
    var isShowingAlert: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }
    func upload(sizeMB: Int, online: Bool) {
        do {
            guard online else { throw UploadError.network }
            guard sizeMB <= 25 else { throw UploadError.tooLarge(megabytes: sizeMB) }
            print("uploaded \(sizeMB) MB")
        } catch let error as UploadError {
            let (title, message) = switch error {
            case .tooLarge(let mb): ("File too large", "\(mb) MB is over the 25 MB limit.")
            case .network: ("Offline", "Check your connection.")
            }
            alert = AlertItem(id: nextAlertID, title: title, message: message)
            nextAlertID += 1
        } catch {
            print("unexpected")
        }
    }
}
let model = UploadModel()
model.upload(sizeMB: 4, online: true)  // expect: uploaded 4 MB
print(model.isShowingAlert)  // expect: false
model.upload(sizeMB: 40, online: true)
print(model.alert!.title, "-", model.alert!.message)  // expect: File too large - 40 MB is over the 25 MB limit.
model.isShowingAlert = false
print(model.alert as Any)  // expect: nil
model.upload(sizeMB: 1, online: false)
print(model.alert?.id ?? 0, model.alert?.title ?? "")  // expect: 2 Offline
