import Testing
import TikCore
import TikTestSupport
import TikUndo

/// Undo's steps when units of writing nest (a request inside a batch, a tentative tick
/// inside a sync): each unit is a step, numbered in the order it began to change things.
@Suite struct UndoUnitTests {
  func titles(_ home: TemporaryHome) -> String { home.run("all").output }

  /// The outer unit adds a task, a unit inside it ticks the task: undo takes back the tick
  /// first, then the adding.
  @Test func aStepInsideAnotherIsUndoneBeforeWhatTheOuterDidFirst() throws {
    let home = TemporaryHome(plugins: [UndoPlugin.self])
    let context = try home.context()
    try context.write { (_) throws(TikError) in
      let milk = try context.insert(Todo(title: "milk", created: context.clock.now()))
      try context.attempt { () throws(TikError) in _ = try context.complete(milk) }
    }
    #expect(titles(home).contains("✓ 1 milk"))
    #expect(home.run("undo").status == 0)
    #expect(titles(home).contains("○ 1 milk"))
    #expect(home.run("undo").status == 0)
    #expect(!titles(home).contains("milk"))
    #expect(home.run("undo").status == 1)
  }

  /// A unit inside another that fails is undone with its rows, and leaves no step; the
  /// outer unit's step holds what it did before and after.
  @Test func aFailedUnitInsideAnotherLeavesNoStep() throws {
    let home = TemporaryHome(plugins: [UndoPlugin.self])
    let context = try home.context()
    try context.write { (_) throws(TikError) in
      let milk = try context.insert(Todo(title: "milk", created: context.clock.now()))
      _ = try? context.attempt { () throws(TikError) in
        _ = try context.complete(milk)
        throw TikError.cancelled
      }
      _ = try context.insert(Todo(title: "bread", created: context.clock.now()))
    }
    #expect(titles(home).contains("○ 1 milk") && titles(home).contains("○ 2 bread"))
    #expect(home.run("undo").status == 0)
    #expect(!titles(home).contains("milk") && !titles(home).contains("bread"))
    #expect(home.run("undo").status == 1)
  }

  /// A unit inside another whose end fails (its journal cannot be kept) is undone alone:
  /// the outer unit goes on recording, and its step holds what it did before and after.
  @Test func aUnitWhoseEndFailsLeavesTheOuterUnitRecording() throws {
    let home = TemporaryHome(plugins: [UndoPlugin.self])
    home.run("add", "first")
    home.run("undo")
    let context = try home.context()
    // Trimming the step undo left fails while a task named 'boom' exists.
    try context.write { (store) throws(TikError) in
      try store.query(
        """
        CREATE TRIGGER boom BEFORE DELETE ON undo_steps
          WHEN EXISTS (SELECT 1 FROM tasks WHERE title = 'boom')
        BEGIN SELECT RAISE(ABORT, 'boom'); END
        """)
    }
    try context.write { (_) throws(TikError) in
      _ = try context.insert(Todo(title: "milk", created: context.clock.now()))
      _ = try? context.attempt { () throws(TikError) in
        try context.insert(Todo(title: "boom", created: context.clock.now()))
      }
      _ = try context.insert(Todo(title: "bread", created: context.clock.now()))
    }
    #expect(titles(home).contains("milk") && titles(home).contains("bread"))
    #expect(!titles(home).contains("boom"))
    #expect(home.run("undo").status == 0)
    #expect(!titles(home).contains("milk") && !titles(home).contains("bread"))
  }
}
