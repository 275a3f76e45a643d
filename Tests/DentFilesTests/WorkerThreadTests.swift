import Glibc
import Testing
import DentFiles

@Suite struct WorkerThreadTests {
    /// The items keep their order; the first half is worked on the calling thread and the
    /// second half on one other thread.
    @Test func splitMapWorksTheSecondHalfOnAnotherThread() {
        let caller = pthread_self()
        let done = WorkerThread.splitMap(Array(0..<101)) { (value: $0 * 2, thread: UInt(pthread_self())) }
        #expect(done.map(\.value) == (0..<101).map { $0 * 2 })
        #expect(done[..<50].allSatisfy { $0.thread == UInt(caller) })
        #expect(Set(done[50...].map(\.thread)).count == 1)
        #expect(done[50].thread != UInt(caller))
    }

    /// Fewer items than are worth a thread are all worked here.
    @Test func aFewItemsStayOnTheCallingThread() {
        let caller = UInt(pthread_self())
        let done = WorkerThread.splitMap(Array(0..<7)) { (value: $0 + 1, thread: UInt(pthread_self())) }
        #expect(done.map(\.value) == Array(1...7))
        #expect(done.allSatisfy { $0.thread == caller })
        #expect(WorkerThread.splitMap([Int]()) { $0 }.isEmpty)
    }
}
