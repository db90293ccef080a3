extension LockStatus {
    /// Whether `level` can be chosen now, as `threshold lock level` allows it: the keyring and the
    /// key file only with the passcode off; the passcode level is chosen by setting a passcode.
    public func canChoose(_ level: ProtectionLevel) -> Bool {
        level != .passcode && !isOn && self.level != level
    }
}
