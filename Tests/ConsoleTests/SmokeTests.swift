import Testing
import StateLabTestSupport
@Test func builds() { #expect(1 + 1 == 2) }
