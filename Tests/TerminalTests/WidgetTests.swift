import Testing
@testable import Terminal

@Suite struct WidgetTests {
    @Test func textFieldEditsAndScrolls() {
        var state = TextFieldState()
        for event in [TerminalEvent.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i"))),
                      .paste("日本\nx"), .key(KeyEvent(.home)), .key(KeyEvent(.delete)),
                      .key(KeyEvent(.end)), .key(KeyEvent(.backspace))] {
            state.handle(event)
        }
        #expect(state.text == "i日本 ")
        #expect(state.cursor == 4)
        let used = state.handle(.key(KeyEvent(.up)))
        #expect(!used)

        let long = TextFieldState(text: "abcdefghij日本")
        #expect(render(TextField(state: long), width: 8, height: 1) == ["hij日本"])  // the caret takes the last cell
        let field = TextField(state: long)
        #expect(field.caretPosition(in: Rect(x: 0, y: 0, width: 8, height: 1)) == Position(x: 7, y: 0))
    }

    @Test func textFieldMasksAndShowsPlaceholder() {
        #expect(render(TextField(state: TextFieldState(text: "secret"), isMasked: true, isFocused: false),
                       width: 10, height: 1) == ["••••••"])
        #expect(render(TextField(state: TextFieldState(), placeholder: "Search or password", isFocused: false),
                       width: 10, height: 1) == ["Search or…"])
    }

    @Test func textFieldRespectsMaxLengthAndDropsControls() {
        var state = TextFieldState(maxLength: 5)
        state.insert("ab\u{1B}[31mcdefg")
        #expect(state.text == "ab[31")
        state.handle(.key(.control("w")))
        #expect(state.text == "")
    }

    @Test func listScrollsToSelection() {
        let items = (1...10).map { ListItem("Profile \($0)", detail: $0 == 3 ? "5" : nil) }
        var state = ListState()
        state.handle(KeyEvent(.down), count: 10, visibleRows: 4)
        #expect(state.selected == 0)
        state.select(6, count: 10, visibleRows: 4)
        #expect(state.offset == 3)
        let lines = render(ListView(items: items, state: state), width: 16, height: 4)
        #expect(lines == ["  Profile 4    ↑", "  Profile 5", "  Profile 6", "› Profile 7    ↓"])
        state.handle(KeyEvent(.end), count: 10, visibleRows: 4)
        #expect(state.selected == 9 && state.offset == 6)
        state.handle(KeyEvent(.pageUp), count: 10, visibleRows: 4)
        #expect(state.selected == 6)
        let top = ListState(selected: 2)
        #expect(render(ListView(items: items, state: top), width: 16, height: 3)
                == ["  Profile 1", "  Profile 2", "› Profile 3   5↓"])
    }

    @Test func listAlignsWideNames() {
        let items = [ListItem("山田太郎", detail: "12"), ListItem("Zoë 😀", detail: "3")]
        let lines = render(ListView(items: items, state: ListState(selected: 0)), width: 16, height: 2)
        #expect(lines == ["› 山田太郎   12", "  Zoë 😀      3"])
        #expect(lines.map { DisplayWidth.of($0) } == [15, 15])
    }

    @Test func buttonsAndToggles() {
        var buffer = Buffer(width: 30, height: 3)
        let ok = Button("OK", isFocused: true)
        let cancel = Button("Cancel", isEnabled: false)
        buffer.render(ok, in: Rect(x: 0, y: 0, width: 10, height: 1))
        buffer.render(cancel, in: Rect(x: 8, y: 0, width: 12, height: 1))
        buffer.render(ToggleRow("Mute", isOn: true), in: Rect(x: 0, y: 1, width: 30, height: 1))
        buffer.render(ToggleRow("Notifications", isOn: false, isFocused: true), in: Rect(x: 0, y: 2, width: 30, height: 1))
        #expect(buffer.trimmedLines == ["[ OK ]  [ Cancel ]",  " Mute                  [x] On", " Notifications         [ ] Off"])
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
        #expect(buffer[8, 0].style.attributes.contains(.dim))
        #expect(buffer[3, 2].style.attributes.contains(.reverse))
    }

    @Test func pagerScrolls() {
        let text = (1...10).map { "Line \($0)" }.joined(separator: "\n")
        var state = PagerState()
        state.handle(KeyEvent(.pageDown), totalLines: 10, visibleRows: 4)
        #expect(state.offset == 3)
        state.handle(KeyEvent(.end), totalLines: 10, visibleRows: 4)
        #expect(state.offset == 6)
        let lines = render(Pager(text: text, state: state), width: 12, height: 4)
        #expect(lines == ["Line 7     │", "Line 8     │", "Line 9     │", "Line 10    ┃"])
        #expect(render(Pager(text: "short", state: PagerState()), width: 12, height: 2) == ["short", ""])
    }

    @Test func alertBoxIsCenteredAndClearsBeneath() {
        var buffer = Buffer(width: 34, height: 9, fill: Cell("."))
        buffer.render(AlertBox(title: "Delete profile?", message: "This cannot be undone.",
                               buttons: ["Cancel", "Delete"], focusedButton: 1, isDestructive: true),
                      in: buffer.area)
        // The four columns beside it are blanked (fewer than `fillSheet`'s margin of 10): there
        // the screen underneath would show pieces of words.
        #expect(buffer.lines == [
            "..................................",
            "    ╭─ Delete profile? ──────╮    ",
            "    │                        │    ",
            "    │ This cannot be undone. │    ",
            "    │                        │    ",
            "    │                        │    ",
            "    │  [ Cancel ] [ Delete ] │    ",
            "    ╰────────────────────────╯    ",
            "..................................",
        ])
    }

    /// Buttons that don't fit side by side go on rows of their own, and a message too long for the
    /// area loses its blank rows and then its last lines, never a button.
    @Test func aNarrowAlertKeepsEveryButton() {
        var buffer = Buffer(width: 24, height: 8, fill: Cell("."))
        buffer.render(AlertBox(title: "Finish?", message: "One two three four five six seven eight nine ten eleven.",
                               buttons: ["Cancel", "Keep using", "Delete local data"], focusedButton: 0),
                      in: buffer.area)
        #expect(buffer.lines == [
            "╭─ Finish? ────────────╮",
            "│ One two three four   │",
            "│ five six seven eight │",
            "│ nine ten eleven.     │",
            "│           [ Cancel ] │",
            "│       [ Keep using ] │",
            "│[ Delete local data ] │",
            "╰──────────────────────╯",
        ])
    }

    @Test func progressStepsAndTooSmall() {
        #expect(render(ProgressBar(fraction: 0.5), width: 15, height: 1) == ["█████░░░░░  50%"])
        #expect(render(ProgressBar(fraction: 2, label: "Export"), width: 20, height: 1) == ["Export ████████ 100%"])
        #expect(render(StepIndicator(step: 2, total: 4), width: 25, height: 1) == ["Step 2 of 4  ● ● ○ ○"])
        #expect(render(StepIndicator(step: 9, total: 4), width: 12, height: 1) == ["Step 4 of 4"])
        let message = TooSmallMessage(required: TerminalSize(width: 60, height: 20), actual: TerminalSize(width: 30, height: 5))
        // The message wraps to the width instead of cutting its last line (every line fits).
        #expect(render(message, width: 30, height: 5) == [
            "      Terminal too small",
            "    Need 60×20, have 30×5.",
            " Enlarge the window, or press",
            "       Ctrl-C to quit.",
            "",
        ].map { $0 })
    }
}
