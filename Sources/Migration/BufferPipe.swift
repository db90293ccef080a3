import Foundation
import Glibc

/// A bounded queue between two threads: a producer fills buffers from a fixed pool and sends them,
/// a consumer receives them in order and recycles them. Memory is the pool (`count x size`), whatever
/// the data size, and a fast side simply waits for the slow one.
///
/// Either side can ``cancel(because:)``: every blocked or later call on either side then throws
/// ``PipelineCancelled``, so a failure on one side stops the other at its next buffer. The first real
/// error is kept and reported by ``run(buffers:bufferSize:producer:consumer:)``, which also always
/// joins the producer's thread before returning (no thread outlives a run).
///
/// `@unchecked Sendable`: all mutable state (`free`, `filled`, `finished`, `failure`) is read and
/// written only while holding `condition`.
final class BufferPipe: @unchecked Sendable {
    private let condition = NSCondition()
    private var free: [PipeBuffer]
    private var filled: [PipeBuffer] = []
    private var finished = false
    private var cancelled = false
    private var failure: (any Error)?

    init(buffers: Int, bufferSize: Int) {
        free = (0..<max(1, buffers)).map { _ in PipeBuffer(capacity: bufferSize) }
    }

    // MARK: Producer side

    /// An empty buffer from the pool; waits while the consumer holds them all.
    func takeFree() throws(PipelineCancelled) -> PipeBuffer {
        condition.lock()
        defer { condition.unlock() }
        while free.isEmpty && !cancelled { condition.wait() }
        guard !cancelled else { throw PipelineCancelled() }
        let buffer = free.removeLast()
        buffer.count = 0
        return buffer
    }

    /// Hands a filled buffer to the consumer.
    func send(_ buffer: PipeBuffer) throws(PipelineCancelled) {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled else { throw PipelineCancelled() }
        filled.append(buffer)
        condition.broadcast()
    }

    /// Marks the end of the data: the consumer's ``receive()`` returns nil once it has had every buffer.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    // MARK: Consumer side

    /// The next filled buffer, or nil after the producer finished and every buffer was received.
    /// `onIdle` (on this thread, without the lock) runs after each `idleSeconds` with nothing to
    /// receive: a direct transfer's import says there that it is reconnecting.
    func receive(idleSeconds: Double = 1, onIdle: (() -> Void)? = nil) throws(PipelineCancelled) -> PipeBuffer? {
        condition.lock()
        while filled.isEmpty && !finished && !cancelled {
            guard let onIdle else {
                condition.wait()
                continue
            }
            if !condition.wait(until: Date(timeIntervalSinceNow: idleSeconds)) {
                condition.unlock()
                onIdle()
                condition.lock()
            }
        }
        defer { condition.unlock() }
        guard !cancelled else { throw PipelineCancelled() }
        return filled.isEmpty ? nil : filled.removeFirst()
    }

    /// Returns a buffer to the pool.
    func recycle(_ buffer: PipeBuffer) {
        condition.lock()
        free.append(buffer)
        condition.broadcast()
        condition.unlock()
    }

    // MARK: Both sides

    /// Stops both sides; `error` is kept when it is the first failure (``PipelineCancelled`` never is).
    func cancel(because error: any Error) {
        condition.lock()
        if failure == nil && !(error is PipelineCancelled) { failure = error }
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// The first real failure, if any.
    var firstFailure: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// What a run produced: both results when it succeeded, else the first failure.
    struct Outcome<Produced, Consumed> {
        var produced: Produced?
        var consumed: Consumed?
        /// The first error either side threw (the other side's resulting cancellation is not reported).
        var error: (any Error)?
    }

    /// Runs `producer` on a new thread and `consumer` on the calling thread, joined by a pipe of
    /// `buffers` x `bufferSize` bytes. The producer's return ends the data; a throw on either side
    /// cancels the other. Returns only after the producer's thread has ended.
    static func run<Produced: Sendable, Consumed>(
        buffers: Int = 4, bufferSize: Int = 1 << 20,
        producer: @escaping @Sendable (BufferPipe) throws -> Produced,
        consumer: (BufferPipe) throws -> Consumed
    ) -> Outcome<Produced, Consumed> {
        let pipe = BufferPipe(buffers: buffers, bufferSize: bufferSize)
        let result = ProducerResult<Produced>()
        let thread: pthread_t
        do {
            thread = try startThread {
                do {
                    let value = try producer(pipe)
                    result.store(value)
                    pipe.finish()
                } catch {
                    pipe.cancel(because: error)
                }
            }
        } catch {
            return Outcome(error: error)
        }
        var consumed: Consumed?
        do {
            consumed = try consumer(pipe)
        } catch {
            pipe.cancel(because: error)
        }
        // A consumer that returned early must not leave the producer waiting for a free buffer.
        if consumed != nil { pipe.cancel(because: PipelineCancelled()) }
        pthread_join(thread, nil)
        let produced = result.take()
        if let failure = pipe.firstFailure { return Outcome(produced: produced, consumed: consumed, error: failure) }
        guard let produced, let consumed else {
            return Outcome(produced: produced, consumed: consumed, error: PipelineCancelled())
        }
        return Outcome(produced: produced, consumed: consumed, error: nil)
    }

    /// Starts a joinable thread running `body`.
    static func startThread(_ body: @escaping @Sendable () -> Void) throws(MigrationError) -> pthread_t {
        let box = Unmanaged.passRetained(ThreadBody(body))
        var thread = pthread_t()
        let rc = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box.toOpaque())
        guard rc == 0 else {
            box.release()
            throw .io(.system(operation: "cannot start a worker thread", errno: rc))
        }
        return thread
    }
}

/// Thrown on one side of a ``BufferPipe`` after the other side failed (or stopped).
struct PipelineCancelled: Error, Equatable {}

/// The closure a worker thread runs (a class, to pass through `pthread_create`'s raw pointer).
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The producer's return value, written on its thread and read after `pthread_join`.
///
/// `@unchecked Sendable`: `value` is only touched under `lock`.
private final class ProducerResult<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func store(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func take() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
