import Testing

@Test func placeholderThresholdApp() { #expect(Bool(true)) }
