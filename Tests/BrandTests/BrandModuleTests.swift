import Testing
@testable import Brand

@Test func moduleLinks() {
    #expect(BrandModule.name == "Brand")
}
