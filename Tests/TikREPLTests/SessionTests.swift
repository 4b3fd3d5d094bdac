import Foundation
import Testing
import TikCore

@testable import TikREPL

/// The grammar of a line, shared by the REPL and the protocol.
@Suite struct SessionTests {
  let root: String
  let session: Session

  init() throws {
    var bytes = Array((NSTemporaryDirectory() + "tik-session-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
    let environment = Environment(variables: [
      "HOME": root, "XDG_CONFIG_HOME": root + "/c", "XDG_DATA_HOME": root + "/d",
      "XDG_STATE_HOME": root + "/s", "TIK_NOW": "2026-09-24T09:00",
    ])
    session = Session(context: try Context(environment: environment, pluginTypes: []))
  }

  func added(_ line: String) throws -> Todo {
    guard case .reply(.changed(let todos, .added), _) = try session.handle(line) else {
      throw TikError.emptyTitle
    }
    return todos[0]
  }

  @Test func aLineWithoutASlashIsQuickEntryOnTheCurrentView() throws {
    #expect(try added("on today").day == Day(gregorianYear: 2026, month: 9, day: 24))
    _ = try session.handle("/scheduled")
    #expect(session.view == .scheduled)
    #expect(try added("on scheduled").day == Day(gregorianYear: 2026, month: 9, day: 25))
    _ = try session.handle("/list Work")
    let inWork = try added("in work")
    #expect(inWork.day == nil && inWork.listID != nil)
  }

  /// `/` alone asks for a command; the hint has one slash, the REPL's own.
  @Test func aSlashAloneAsksForACommand() {
    do {
      _ = try session.handle("/")
      Issue.record("'/' was answered")
    } catch {
      #expect(
        error.message(in: session.context.catalog) == "missing argument: usage: /COMMAND")
    }
  }

  /// `/more` takes nothing: a word after it is a usage error of `/more`'s own.
  @Test func moreWithAWordIsAUsageError() {
    #expect(throws: TikError.unexpectedArgument("2", usage: "more")) {
      try session.handle("/more 2")
    }
  }

  @Test func sessionCommandsMapOntoTheSharedGrammar() throws {
    let task = try added("x")
    _ = try session.handle("/priority \(task.id) high")
    let stored = try session.context.read { (store) throws(TikError) in try store.todo(id: task.id)
    }
    #expect(stored?.priority == .high)
    _ = try session.handle("/set sort newest")
    #expect(session.context.config.sort == .newest)
  }

  @Test func formsAndQuitAreOutcomesNotReplies() throws {
    guard case .form(let title) = try session.handle("/form Call mom") else {
      Issue.record("expected a form")
      return
    }
    #expect(title == "Call mom")
    let task = try added("y")
    guard case .editForm(let todo) = try session.handle("/edit \(task.id)") else {
      Issue.record("expected an edit form")
      return
    }
    #expect(todo.id == task.id)
    guard case .quit = try session.handle("/quit") else {
      Issue.record("expected quit")
      return
    }
  }

  @Test func aDeletedListFallsBackToToday() throws {
    _ = try session.handle("/lists add Temp")
    _ = try session.handle("/list Temp")
    _ = try session.handle("/lists delete Temp --yes")
    #expect(try session.currentView().kind == .today)
  }

  @Test func tabCompletionOffersWhatTheCursorIsOn() throws {
    _ = try added("Buy milk")
    let completion = TabCompletion(session: session)
    #expect(completion.candidates(line: "/do", wordStart: 0, word: "/do").map(\.value) == ["/done"])
    let ids = completion.candidates(line: "/done ", wordStart: 6, word: "")
    #expect(ids.map(\.value) == ["1"] && ids.first?.description == "Buy milk")
    #expect(
      completion.candidates(line: "x #Wo", wordStart: 2, word: "#Wo").map(\.value) == ["#Work"])
    #expect(
      completion.candidates(line: "x @tom", wordStart: 2, word: "@tom").map(\.value) == [
        "@tomorrow"
      ])
    #expect(
      completion.candidates(line: "/set sort ", wordStart: 10, word: "").map(\.value) == [
        "time", "priority", "newest",
      ])
  }
}
