import Testing
@testable import HarkCore
@Test func v() { #expect(!harkVersion.isEmpty) }
