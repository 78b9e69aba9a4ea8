import Foundation
import StateLabTestSupport
import SwiftSubsetAST
import SwiftSubsetFrontend
import Testing

/// `statelab` on Linux links the Swift runtime statically and reaches the
/// frontend through a service process; the service answers as the
/// frontend does, and a service that is missing or stops is an error that
/// says so, never a crash or a hang.
@Suite("The frontend's service process")
struct ServiceProcessTests {
    static func service(_ kind: OnDemandLibrary.Kind = .frontend) throws -> ServiceProcess {
        ServiceProcess(executable: try StateLabBinary.executable(named: ServiceProcess.executableName), kind: kind)
    }

    @Test("the service answers as the frontend in this process does, request after request")
    func answersLikeInProcess() throws {
        let service = try Self.service()
        for text in ["struct A { var x = 1 }\nprint(A().x)\n", "let = 3\n", "enum E { case a }\nprint(E.a)\n"] {
            let request = FrontendWire.request(.lower, text: text)
            let fromService = try service.exchange(request).get()
            let inProcess = try InProcessFrontend().exchange(request).get()
            #expect(FrontendLibraryTests.withoutTimes(fromService) == FrontendLibraryTests.withoutTimes(inProcess))
        }
    }

    @Test("a missing service is named, with how to build it")
    func missingService() {
        let service = ServiceProcess(executable: "/nonexistent/statelab-service", kind: .frontend)
        guard case .failure(let why) = service.exchange(FrontendWire.request(.lower, text: "print(1)")) else {
            Issue.record("a missing service answered")
            return
        }
        #expect(why.description.contains("/nonexistent/statelab-service"))
        #expect(why.description.contains("swift build --product statelab-service"))
    }

    @Test("a service stopped between requests is started again, and the request is answered")
    func restartedAfterStopping() throws {
        let service = try Self.service()
        let request = FrontendWire.request(.lower, text: "print(1)\n")
        _ = try service.exchange(request).get()
        let first = try #require(service.runningProcess)
        kill(first, SIGKILL)
        _ = try service.exchange(request).get()
        let second = try #require(service.runningProcess)
        #expect(second != first)
    }

    @Test("a service that stops while answering is an error saying how it ended; the next request starts it again")
    func stopsWhileAnswering() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statelab-service-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("statelab-service").path
        // Reads a little of the request, then exits as a crashing parser would.
        try "#!/bin/sh\nhead -c 1 >/dev/null\nexit 3\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let service = ServiceProcess(executable: script, kind: .frontend)
        for _ in 0..<2 {
            guard case .failure(let why) = service.exchange(FrontendWire.request(.lower, text: "print(1)")) else {
                Issue.record("a service that exits answered")
                return
            }
            #expect(why.description.contains("stopped while answering: it exited with status 3"))
            #expect(service.runningProcess == nil)
        }
    }

    @Test("a service whose library is missing says which, as the library would")
    func libraryMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statelab-lib-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(ServiceProcess.executableName).path
        try FileManager.default.copyItem(atPath: try StateLabBinary.executable(named: ServiceProcess.executableName), toPath: copy)
        let service = ServiceProcess(executable: copy, kind: .foundation)
        guard case .failure(let why) = service.exchange([1, 2, 3]) else {
            Issue.record("a service without its library answered")
            return
        }
        #expect(why.description.contains(folder.path + "/libStateLabFoundation"))
        #expect(why.description.contains("is missing"))
        // The service lives on, answering each request the same way.
        #expect(service.runningProcess != nil)
    }

    @Test("the service refuses to start without a known library name")
    func usage() throws {
        let run = try ProcessRun.statelab(
            ["Nonsense"], environment: [:], directory: NSTemporaryDirectory(),
            binary: try StateLabBinary.executable(named: ServiceProcess.executableName))
        #expect(run.status == 2)
        #expect(run.standardError.contains("usage: statelab-service StateLabFrontend | StateLabFoundation"))
    }
}
