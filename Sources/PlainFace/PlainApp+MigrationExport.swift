import Features

/// Plain mode's "Migrate to another device" (the export, on the old device), through the same session
/// calls as the full-screen app's Settings screen.
extension PlainApp {
    /// Settings → Migrate to another device: export (progress lines on a terminal), the link to
    /// type on the new device, then finalize: keep using this device (with the warning) or delete
    /// this device's data (after a typed yes), which ends the session.
    func migrateToAnotherDevice() throws {
        io.write("\n" + SettingsText.migrateToAnotherDevice + "\n" + MigrationText.exportIntro + "\n")
        guard let how = try choose(MigrationText.exportChoice, [DirectTransferText.fileOption, DirectTransferText.sendOption]) else { return }
        var minutes = DirectTransferText.defaultListenMinutes
        if how == 1 {
            let limits = DirectTransferText.listenLimits
            guard let limit = try choose(DirectTransferText.listenQuestion, limits.map(DirectTransferText.minutes)) else { return }
            minutes = limits[limit]
        }
        do {
            _ = try passLock(for: .exportArchive)
        } catch let error as LockError {
            report(error)
            return
        }
        if how == 1 {
            guard try sendToADeviceOnThisNetwork(listenSeconds: minutes * 60) else { return }
        } else {
            guard try exportToAFile() else { return }
        }
        try finalizeMigration()
    }

    /// "Send to a device on this network": the link (and what to do with it), then the serve
    /// until one device took it, the time limit chosen before (`seconds`) or Ctrl-C; events and
    /// progress as lines.
    /// - Returns: whether the data was sent (then the finalize question follows).
    private func sendToADeviceOnThisNetwork(listenSeconds seconds: Int) throws -> Bool {
        let sent: DirectTransferResult
        do {
            let server = try session.openDirectTransfer()
            io.write(DirectTransferText.ready(seconds: seconds, resumed: server.isResumed) + "\n" + server.link.formatted + "\n")
            if let endpoint = server.link.directEndpoint { io.write(DirectTransferText.listening(endpoint) + "\n") }
            var pacer = ProgressLinePacer()
            let confirmation = DirectTransferCodeConfirmation()
            sent = try session.serveArchive(on: server, listenSeconds: Double(seconds), confirmation: confirmation, events: { event in
                switch event {
                case .connected(_, let code): io.write(DirectTransferText.connected(code) + "\n")
                // Both devices confirm the code (issue 33): the same question as the import's.
                case .confirmCode(_, let code): confirmation.answer(shortCodeAnswer(code) == .matches)
                case .declined: io.write(DirectTransferText.declined + "\n")
                case .started(_, let offset) where offset > 0: io.write(DirectTransferText.resumed(from: offset) + "\n")
                case .started: break
                case .refused(_, let busy): io.write(DirectTransferText.refused(busy: busy) + "\n")
                case .left: io.write(DirectTransferText.left + "\n")
                case .broken(_, let bytes): io.write(DirectTransferText.broken(after: bytes) + "\n")
                case .notImported: io.write(DirectTransferText.notImported + "\n")
                }
            }, progress: { [io, session] progress in
                guard io.showsProgress, let shown = pacer.line(for: progress, at: session.now()) else { return }
                io.write(shown + "\n")
            })
        } catch {
            report(error)
            return false
        }
        io.write(DirectTransferText.sent(sent) + "\n")
        return true
    }

    /// The archive file, as before: written in the data directory, then its link.
    private func exportToAFile() throws -> Bool {
        io.write(MigrationText.exporting + "\n")
        var pacer = ProgressLinePacer()
        let result: MigrationExportResult
        do {
            result = try session.exportArchive { [io, session] progress in
                guard io.showsProgress, let shown = pacer.line(for: progress, at: session.now()) else { return }
                io.write(shown + "\n")
            }
        } catch {
            report(error)
            return false
        }
        io.write(MigrationText.exported(to: result.archivePath, size: result.size) + "\n"
                 + MigrationText.afterExportPlain + "\n" + result.link.formatted + "\n")
        return true
    }

    /// Finalize: keep using this device (with the warning) or delete its data (after a typed yes).
    private func finalizeMigration() throws {
        guard let choice = try choose(MigrationText.finalizeTitle, [MigrationText.keepUsingThisDevice,
                                                                 MigrationText.deleteThisDevicesData]) else { return }
        if choice == 0 {
            try session.keepUsingThisDevice()
            io.write(LockText.warning(MigrationExport.twoDevicesWarning) + "\n")
            // The exported archive holds all the data (issue 33): offered for deletion.
            if let archive = try session.keptExportedArchive() {
                if confirmOrEnd(MigrationText.deleteKeptArchive(archive), defaultYes: false) == true {
                    try session.deleteExportedArchive()
                    io.write(MigrationText.keptArchiveDeleted + "\n")
                } else {
                    io.write(MigrationText.keptArchiveStays(archive) + "\n")
                }
            }
            return
        }
        // The question and the prompt are two sentences: each on a line of its own.
        io.write(MigrationText.deleteQuestion + "\n")
        let answer = try line(tr("Type yes to delete: "))
        guard Answer.isTypedYes(answer) else {
            io.write(MigrationText.nothingDeleted + "\n")
            return
        }
        try session.deleteLocalData()
        io.write(MigrationText.deletedPlain + "\n")
        throw Quit()
    }
}
