extension Region {
    /// The regions shipped with the app, alphabetical by name. A real app would refresh this
    /// list from its server; the bundled copy makes the first run work offline.
    public static let bundled: [Region] = [
        Region(id: "adelaide", name: "Adelaide Metro", area: "Adelaide, SA, Australia", agency: "Adelaide Metro"),
        Region(id: "atlanta", name: "Atlanta", area: "Atlanta, GA, United States", agency: "MARTA"),
        Region(id: "berlin", name: "Berlin-Brandenburg", area: "Berlin, Germany", agency: "BVG"),
        Region(id: "boston", name: "Greater Boston", area: "Boston, MA, United States", agency: "MBTA"),
        Region(id: "chicago", name: "Chicagoland", area: "Chicago, IL, United States", agency: "CTA"),
        Region(id: "copenhagen", name: "Capital Region", area: "København, Denmark", agency: "Movia"),
        Region(id: "dc", name: "Washington, D.C.", area: "Washington, DC, United States", agency: "WMATA"),
        Region(id: "dublin", name: "Dublin", area: "Dublin, Ireland", agency: "Dublin Bus"),
        Region(id: "helsinki", name: "Helsinki Region", area: "Helsinki, Finland", agency: "HSL"),
        Region(id: "lisbon", name: "Lisbon Metropolitan Area", area: "Lisboa, Portugal", agency: "Carris"),
        Region(id: "london", name: "Greater London", area: "London, United Kingdom", agency: "TfL"),
        Region(id: "montreal", name: "Grand Montréal", area: "Montréal, QC, Canada", agency: "STM"),
        Region(id: "nyc", name: "New York City", area: "New York, NY, United States", agency: "MTA"),
        Region(id: "oslo", name: "Oslo and Viken", area: "Oslo, Norway", agency: "Ruter"),
        Region(id: "paris", name: "Île-de-France", area: "Paris, France", agency: "RATP"),
        Region(id: "portland", name: "Portland Metro", area: "Portland, OR, United States", agency: "TriMet"),
        Region(id: "puget-sound", name: "Puget Sound", area: "Seattle, WA, United States", agency: "King County Metro"),
        Region(id: "san-diego", name: "San Diego", area: "San Diego, CA, United States", agency: "MTS"),
        Region(id: "sf-bay", name: "San Francisco Bay Area", area: "San Francisco, CA, United States", agency: "Muni"),
        Region(id: "sao-paulo", name: "São Paulo", area: "São Paulo, Brazil", agency: "SPTrans"),
        Region(id: "stockholm", name: "Stockholm County", area: "Stockholm, Sweden", agency: "SL"),
        Region(id: "tampa", name: "Tampa Bay", area: "Tampa, FL, United States", agency: "HART"),
        Region(id: "tokyo", name: "Tokyo Metropolis", area: "東京, Japan", agency: "Toei"),
        Region(id: "toronto", name: "Greater Toronto", area: "Toronto, ON, Canada", agency: "TTC"),
        Region(id: "vancouver", name: "Metro Vancouver", area: "Vancouver, BC, Canada", agency: "TransLink"),
        Region(id: "vienna", name: "Vienna", area: "Wien, Austria", agency: "Wiener Linien"),
        Region(id: "york", name: "York Region", area: "Richmond Hill, ON, Canada", agency: "YRT"),
        Region(id: "zurich", name: "Zürich", area: "Zürich, Switzerland", agency: "VBZ"),
    ]
}
