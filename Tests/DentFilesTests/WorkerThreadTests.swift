import Glibc
import Synchronization
import Testing
import DentFiles

@Suite struct WorkerThreadTests {
    /// Every item's value, in the items' order, whichever thread made it.
    @Test func sharedMapKeepsTheOrder() {
        #expect(WorkerThread.sharedMap(Array(0..<500)) { $0 * 2 } == (0..<500).map { $0 * 2 })
        #expect(WorkerThread.sharedMap(Array(0..<7)) { $0 + 1 } == Array(1...7))
        #expect(WorkerThread.sharedMap([Int]()) { $0 }.isEmpty)
    }

    /// The calling thread never waits for the helper: with a helper stuck in the first item
    /// it takes, every value still comes back, made here.
    @Test func aStuckHelperDelaysNothing() {
        let caller = UInt(pthread_self())
        let gate = Mutex(false)
        let done = WorkerThread.sharedMap(Array(0..<64)) { (item: Int) -> Int in
            if UInt(pthread_self()) != caller {
                while !gate.withLock({ $0 }) { sched_yield() }
            }
            return item * 3
        }
        gate.withLock { $0 = true }
        #expect(done == (0..<64).map { $0 * 3 })
    }

    /// Fewer items than are worth a helper are all done on the calling thread.
    @Test func aFewItemsStayOnTheCallingThread() {
        let caller = UInt(pthread_self())
        #expect(WorkerThread.sharedMap(Array(0..<7)) { _ in UInt(pthread_self()) }.allSatisfy { $0 == caller })
    }
}
