import Testing

@Test func placeholderSecrets() { #expect(Bool(true)) }
