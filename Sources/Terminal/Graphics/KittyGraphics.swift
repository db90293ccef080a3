/// The escape sequences of the kitty graphics protocol that Threshold sends: the start-up query,
/// and transmitting, placing and deleting images (<https://sw.kovidgoyal.net/kitty/graphics-protocol/>).
/// Every command but the query carries `q=2`, so the terminal sends no reply that could reach the
/// input as keys.
public enum KittyGraphics {
    /// The query: a 1 x 1 RGB image of id 31 with `a=q` (check only, nothing stored), then a
    /// primary device attributes request (`ESC [ c`), which every terminal answers. A terminal that
    /// supports the protocol answers `ESC _ G i=31 ; OK ESC \` before the attributes; one that does
    /// not ignores the first part.
    /// The sixel questions (``sixelRequests``) go between them: a sixel picture is made to the
    /// cell's pixels, and their answers arrive before the attributes' (a terminal answers in order).
    public static let query: [UInt8] = apc("Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA") + sixelRequests + deviceAttributesRequest

    /// Inside tmux or screen: the sixel questions and the attributes only (the kitty query would
    /// not reach the terminal).
    public static let queryWithoutKitty: [UInt8] = sixelRequests + deviceAttributesRequest

    /// What a sixel picture needs to know: the cell size (``cellSizeRequest``), and xterm's
    /// graphics attributes (XTSMGRAPHICS): the number of colour registers (`ESC [ ? 1 ; 1 ; 0 S`)
    /// and the largest sixel image, which xterm makes the window's text area
    /// (`ESC [ ? 2 ; 1 ; 0 S`; with the size in cells, the cell size when `ESC [ 16 t` is not
    /// answered, as xterm does by default). A terminal that knows none of them ignores them.
    public static let sixelRequests: [UInt8] = cellSizeRequest + Array("\u{1B}[?1;1;0S\u{1B}[?2;1;0S".utf8)

    /// `ESC [ 16 t`: asks for the size of a character cell in pixels (xterm's window operations;
    /// answered `ESC [ 6 ; height ; width t`, ignored by a terminal that does not know it).
    public static let cellSizeRequest: [UInt8] = [0x1B, 0x5B, 0x31, 0x36, 0x74]

    /// `ESC [ c`: the primary device attributes request (sixel support is attribute 4 of the reply).
    public static let deviceAttributesRequest: [UInt8] = [0x1B, 0x5B, 0x63]

    /// The most base64 bytes in one transmission chunk (the protocol's limit).
    public static let chunkSize = 4096

    /// Sends `png` as image `id` (kept by the terminal, not shown), in chunks of at most
    /// ``chunkSize`` base64 bytes.
    public static func transmit(id: UInt32, png: [UInt8]) -> [UInt8] {
        let encoded = Base64.encode(png)
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + chunkSize, encoded.count)
            let more = end < encoded.count ? 1 : 0
            // The keys go on the first chunk; the following ones carry only m (and q).
            let keys = start == 0 ? "a=t,f=100,t=d,i=\(id),q=2,m=\(more)" : "m=\(more),q=2"
            out += apc("G" + keys + ";" + String(decoding: encoded[start..<end], as: UTF8.self))
            start = end
        } while start < encoded.count
        return out
    }

    /// Shows image `id` at the cursor over `columns` x `rows` cells, as placement `placement`,
    /// without moving the cursor (`C=1`).
    public static func place(id: UInt32, placement: UInt32, columns: Int, rows: Int) -> [UInt8] {
        apc("Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2")
    }

    /// Removes every placement on the screen, keeping the images' data (`d=a`).
    public static let deleteAllPlacements: [UInt8] = apc("Ga=d,d=a,q=2")

    /// `ESC _ body ESC \`.
    static func apc(_ body: String) -> [UInt8] {
        [0x1B, 0x5F] + Array(body.utf8) + [0x1B, 0x5C]
    }
}

/// Standard base64 with padding (RFC 4648), for image payloads.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
            out.append(index + 1 < bytes.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            index += 3
        }
        return out
    }
}
