import Testing

@Test func placeholderStorage() { #expect(Bool(true)) }
