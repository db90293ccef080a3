extension LiveTerminal {
    /// Asks the terminal which image protocols it can draw, and waits at most `timeout` for the
    /// answers (docs/pictures.md): the kitty graphics query when `askKitty`, the cell size in pixels
    /// (kept in ``cellPixelSize``, for sixel pictures), then the primary device
    /// attributes request, which every terminal answers at once, so a terminal that knows neither
    /// protocol costs one round trip, not the timeout. Call it once, right after entering the full
    /// screen and before the first frame (which clears whatever a terminal that prints unknown
    /// sequences may have shown).
    ///
    /// Keys typed while it waits are kept for ``nextEvents(timeout:)``; answers are never keys. An
    /// answer that comes after the wait reaches the input decoder, which drops it (``InputDecoder``).
    public func detectGraphics(askKitty: Bool, timeout: Duration = .milliseconds(100)) -> TerminalGraphics {
        var replies = GraphicsReplies()
        let query = askKitty ? KittyGraphics.query : KittyGraphics.queryWithoutKitty
        do {
            try write(query)
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: timeout)
            while !replies.isComplete {
                let left = clock.now.duration(to: deadline)
                guard left > .zero else { break }
                let (ready, _) = try poll(timeout: left, includeWake: false)
                guard ready else { break }
                replies.feed(try readAvailable())
            }
        } catch {
            // A terminal that can't be written or read draws no pictures; the loop reports the error.
        }
        pendingInput += replies.finish()
        // The cell size as answered; else the largest sixel image (xterm: the text area) over the
        // size in cells, which is never larger than a cell (a smaller maximum only gives less).
        cellPixelSize = replies.cellSize ?? replies.sixelGeometry.flatMap { geometry in
            guard lastSize.width > 0, lastSize.height > 0 else { return nil }
            return CellPixelSize(width: geometry.width / lastSize.width, height: geometry.height / lastSize.height)
        }
        sixelColorRegisters = replies.colorRegisters
        return replies.graphics
    }
}
