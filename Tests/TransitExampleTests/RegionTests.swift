import Testing
import TransitExample

@Suite struct RegionTests {
    @Test(arguments: [
        ("zur", ["zurich"]),
        ("ZÜRICH", ["zurich"]),
        ("wien", ["vienna"]),
        ("seattle", ["puget-sound"]),
        ("  sao paulo ", ["sao-paulo"]),
        ("東京", ["tokyo"]),
        ("xyz", []),
    ])
    func typeToFilterIgnoresCaseAndAccents(query: String, ids: [String]) {
        #expect(Region.filter(Region.bundled, by: query).map(\.id) == ids)
    }

    @Test func anEmptyFilterShowsTheWholeBundledList() {
        #expect(Region.filter(Region.bundled, by: "").count == Region.bundled.count)
        #expect(Region.bundled.count >= 20)
        #expect(Set(Region.bundled.map(\.id)).count == Region.bundled.count)
        #expect(Region.filter(Region.bundled, by: "ca").count > 1)
    }
}
