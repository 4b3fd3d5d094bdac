import CSQLite
import CTikMemory
import Foundation
import Testing
import TikCore
import TikTestSupport

/// SQLite's allocator (`CTikMemory`), through SQLite's own calls once a store has opened:
/// SQLite allocates through it; every block holds what was written into it until it is
/// released, whatever else is allocated, resized and released meanwhile, on one thread
/// or several; released blocks are used again.
@Suite struct SmallBlockTests {
  /// Opens a store, which gives SQLite tik's allocator before SQLite starts.
  init() throws { try TemporaryHome().add("Buy milk") }

  /// A block and the byte it was filled with.
  struct Block {
    var pointer: UnsafeMutableRawPointer
    var size: Int
    var fill: UInt8
  }

  static func fill(_ block: Block) {
    block.pointer.initializeMemory(as: UInt8.self, repeating: block.fill, count: block.size)
  }

  static func holds(_ block: Block, count: Int? = nil) -> Bool {
    let bytes = block.pointer.assumingMemoryBound(to: UInt8.self)
    return (0..<(count ?? block.size)).allSatisfy { bytes[$0] == block.fill }
  }

  /// Allocates, resizes and releases blocks of 1 byte to 5,000 at random, checking each
  /// block's bytes before it changes; true when every check held.
  static func churn(seed: UInt64, steps: Int) -> Bool {
    var random = SeededTextGenerator(seed: seed)
    var live: [Block] = []
    var intact = true
    for step in 0..<steps {
      let choice = Int(random.next() % 10)
      if choice < 5 || live.isEmpty {
        let largest: UInt64 = random.next() % 3 == 0 ? 5000 : 1100
        let size = 1 + Int(random.next() % largest)
        guard let pointer = sqlite3_malloc(Int32(size)) else { return false }
        let block = Block(pointer: pointer, size: size, fill: UInt8(truncatingIfNeeded: step))
        intact =
          intact && Int(sqlite3_msize(pointer)) >= size
          && Int(bitPattern: pointer) % 8 == 0
        fill(block)
        live.append(block)
      } else if choice < 8 {
        let index = Int(random.next() % UInt64(live.count))
        intact = intact && holds(live[index])
        sqlite3_free(live[index].pointer)
        live.remove(at: index)
      } else {
        let index = Int(random.next() % UInt64(live.count))
        var block = live[index]
        let size = 1 + Int(random.next() % 3000)
        guard let moved = sqlite3_realloc(block.pointer, Int32(size)) else { return false }
        block.pointer = moved
        intact =
          intact && holds(block, count: min(size, block.size))
          && Int(sqlite3_msize(moved)) >= size
        block.size = size
        fill(block)
        live[index] = block
      }
    }
    for block in live {
      intact = intact && holds(block)
      sqlite3_free(block.pointer)
    }
    return intact
  }

  @Test func blocksHoldTheirBytesThroughAllocationsResizesAndReleases() {
    #expect(Self.churn(seed: 1, steps: 6_000))
  }

  @Test func blocksHoldTheirBytesWithSeveralThreadsAtOnce() async {
    let results = await withTaskGroup(of: Bool.self) { group in
      for seed in 2...9 { group.addTask { Self.churn(seed: UInt64(seed), steps: 2_000) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }

  @Test func releasedBlocksAreUsedAgain() {
    let first = (0..<2_000).map { _ in sqlite3_malloc(100)! }
    first.forEach { sqlite3_free($0) }
    let second = (0..<2_000).map { _ in sqlite3_malloc(100)! }
    // Another thread of the test run may have taken a few of the released blocks.
    #expect(Set(second).intersection(Set(first)).count > 1_900)
    second.forEach { sqlite3_free($0) }
  }

  @Test func largeBlocksKeepTheirSize() {
    let block = sqlite3_malloc(70_000)!
    #expect(sqlite3_msize(block) == 70_000)
    let grown = sqlite3_realloc(block, 140_000)!
    #expect(sqlite3_msize(grown) == 140_000)
    let small = sqlite3_realloc(grown, 40)!
    #expect(sqlite3_msize(small) == 64)
    sqlite3_free(small)
  }

  /// SQLite's blocks are this allocator's: 100 bytes asked for are a block of 128 (the
  /// system's allocator would say 100).
  @Test func sqliteAllocatesThroughIt() {
    let block = sqlite3_malloc(100)
    #expect(sqlite3_msize(block) == 128)
    sqlite3_free(block)
    // SQLite has started: its settings can no longer be changed.
    #expect(tik_sqlite_configure() == SQLITE_MISUSE)
  }
}
