import Testing

@Test func placeholderThresholdCore() { #expect(Bool(true)) }
