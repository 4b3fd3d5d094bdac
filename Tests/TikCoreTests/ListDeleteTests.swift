import Foundation
import Testing

@testable import TikCore

/// Deleting a list asks what becomes of its tasks: to the Inbox, or gone with it.
@Suite struct ListDeleteTests {
  let home = TestHome()

  init() throws {
    home.run("lists", "add", "Errands")
    home.run("add", "milk #errands")
    home.run("add", "stamps #errands")
    home.run("add", "report #work")
  }

  private func titles(inList name: String?) throws -> [String] {
    let context = try home.context()
    return try context.read { (store) throws(TikError) in
      let id = try name.map { (name) throws(TikError) in try store.list(named: name)?.id }
      return try store.todos(inList: id ?? nil).map(\.title)
    }
  }

  private func listNames() throws -> [String] {
    try home.context().read { (store) throws(TikError) in try store.lists().map(\.name) }
  }

  @Test func movingToTheInboxKeepsEveryTask() throws {
    let result = home.run("lists", "delete", "Errands", "--move-to", "inbox")
    #expect(result.status == 0)
    #expect(result.errors == "tik: moved 2 tasks to Inbox\n")
    #expect(try titles(inList: nil) == ["milk", "stamps"])
    #expect(try !listNames().contains("Errands"))
  }

  @Test func movingToAnotherListKeepsEveryTask() throws {
    #expect(home.run("lists", "delete", "Errands", "--move-to", "Work").status == 0)
    #expect(try titles(inList: "Work") == ["milk", "stamps", "report"])
  }

  @Test func deletingTheTasksTooIsSaidOutright() throws {
    #expect(home.run("lists", "delete", "Errands", "--delete-tasks").status == 0)
    #expect(try titles(inList: nil).isEmpty)
    #expect(try titles(inList: "Work") == ["report"])
    #expect(home.run("show", "1").status == 1)
  }

  @Test func yesAloneStillDeletesTheTasks() throws {
    #expect(home.run("lists", "delete", "Errands", "--yes").status == 0)
    #expect(home.run("all", "--json").output.contains("milk") == false)
  }

  @Test func atTheKeyboardTheAnswerChooses() throws {
    let moved = home.run("lists", "delete", "Errands", input: ["m"], terminal: true)
    #expect(moved.status == 0)
    #expect(moved.errors.contains("The list 'Errands' has 2 tasks: move them to the Inbox (m)"))
    #expect(try titles(inList: nil) == ["milk", "stamps"])

    #expect(home.run("lists", "delete", "Work", input: ["d"], terminal: true).status == 0)
    #expect(home.run("show", "3").status == 1)
  }

  @Test func anyOtherAnswerKeepsTheListAndItsTasks() throws {
    for answer in ["", "n", "x", "yes"] {
      let kept = home.run("lists", "delete", "Errands", input: [answer], terminal: true)
      #expect(kept.status == 1)
      #expect(kept.errors.hasSuffix("tik: cancelled; nothing changed\n"))
    }
    #expect(try titles(inList: "Errands") == ["milk", "stamps"])
  }

  @Test func withNobodyToAskItSaysWhichOptionToAdd() throws {
    let refused = home.run("lists", "delete", "Errands")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "tik: the list 'Errands' has 2 tasks: add --move-to inbox (or another list) to keep them, or --delete-tasks\n"
    )
    #expect(try titles(inList: "Errands") == ["milk", "stamps"])
  }

  @Test func anEmptyListAsksOnlyWhetherToDeleteIt() throws {
    home.run("lists", "add", "Empty")
    let asked = home.run("lists", "delete", "Empty", input: ["y"], terminal: true)
    #expect(asked.status == 0)
    #expect(asked.errors.contains("Delete the list 'Empty'? [y/N]"))
    #expect(
      home.run("lists", "delete", "Errands", "--move-to", "Errands").errors
        == "tik: the tasks of 'Errands' cannot move to the list being deleted\n")
  }

  @Test func mistakesWriteNothing() throws {
    let before = try FileSystem.read(home.databasePath)
    #expect(home.run("lists", "delete", "Errands", "--move-to", "Nope").status == 1)
    #expect(home.run("lists", "delete", "Errands", "--move-to", "Errands").status == 1)
    #expect(
      home.run("lists", "delete", "Errands", "--move-to", "inbox", "--delete-tasks").status == 2)
    #expect(try FileSystem.read(home.databasePath) == before)
    #expect(try titles(inList: "Errands") == ["milk", "stamps"])
  }
}
