/// Somewhere bytes come from, piece by piece: a file, a decryptor, a tar entry.
public protocol ByteSource {
    /// Fills a prefix of `buffer` and returns how many bytes were read; 0 means the end was reached
    /// (and only then, unless `buffer` is empty).
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

extension ByteSource {
    /// Reads until `buffer` is full or the source ends; returns the number of bytes read.
    public mutating func readFully(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        var filled = 0
        while filled < buffer.count {
            let n = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if n == 0 { break }
            filled += n
        }
        return filled
    }

    /// Reads everything that remains. Only for small inputs (tests, manifests): memory grows with the data.
    public mutating func readAll() throws -> [UInt8] {
        var out = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if n == 0 { return out }
            out.append(contentsOf: chunk[..<n])
        }
    }
}
