/// Workloads for a benchmark target, so timings measure the same code the app runs. No
/// clocks here: the caller times them.
public enum TerminalBenchmark {
    /// Draws a full-screen list of `rows` entries (names with CJK and emoji, details, a search
    /// field, a title and a footer) and returns the buffer.
    public static func listScreen(rows: Int, size: TerminalSize, selected: Int = 0, query: String = "") -> Buffer {
        let names = ["Alice", "Bob 🐢", "山田太郎", "Zoë", "José María", "김민수"]
        let items = (0..<max(0, rows)).map { index in
            ListItem("\(names[index % names.count]) \(index)", detail: index % 7 == 0 ? "\(index % 100)" : nil)
        }
        var buffer = Buffer(size: size)
        let parts = buffer.area.splitVertically([.fixed(1), .fixed(1), .flex(1), .fixed(1)])
        buffer.put("Your chat profiles", in: parts[0], alignment: .center, style: Theme.dark.title)
        buffer.render(TextField(state: TextFieldState(text: query), placeholder: "Search or enter password"),
                      in: parts[1])
        var state = ListState()
        state.select(selected, count: items.count, visibleRows: parts[2].height)
        buffer.render(ListView(items: items, state: state), in: parts[2])
        buffer.render(StepIndicator(step: 1, total: 1), in: parts[3])
        return buffer
    }

    /// Bytes written when one character is typed into the search field of ``listScreen(rows:size:selected:query:)``.
    public static func keystrokeBytes(rows: Int = 1_000, size: TerminalSize = TerminalSize(width: 80, height: 24)) -> Int {
        var renderer = Renderer(colorMode: .trueColor)
        _ = renderer.render(listScreen(rows: rows, size: size, query: "Al"))
        return renderer.render(listScreen(rows: rows, size: size, query: "Ali")).count
    }
}
