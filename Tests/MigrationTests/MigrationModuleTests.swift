import Testing
@testable import Migration

@Test func moduleLinks() {
    #expect(MigrationModule.name == "Migration")
}
