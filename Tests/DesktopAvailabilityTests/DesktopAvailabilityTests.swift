import Testing

/// Says, in every test run, whether the desktop targets (GTK 4 + libadwaita) are part of this build.
///
/// Package.swift adds GTKKit, the desktop face and their tests only where `libadwaita-1.pc` is
/// installed, so a machine without GTK still builds and tests everything else; this test makes the
/// difference visible instead of silent.
@Suite struct DesktopAvailabilityTests {
    #if THRESHOLD_DESKTOP
    static let desktopBuilt = true
    #else
    static let desktopBuilt = false
    #endif

    @Test(.enabled(if: desktopBuilt, "desktop tests not built: install libadwaita-1-dev"))
    func desktopTargetsAreBuilt() {
        #expect(Self.desktopBuilt)
    }
}
