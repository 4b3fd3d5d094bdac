import Foundation
import Testing
import TikCore
import TikTestSupport

/// Stopping the form: `/cancel` and Ctrl-D work on a field filled in with its value, and
/// the question before discarding stands on a row of its own.
@Suite(.serialized) struct REPLFormTests {
  let home = BinaryHome()

  func start() throws -> Terminal {
    try Terminal(command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
  }

  /// `/cancel` typed after a field's value stops the form; it is never saved as text.
  @Test func cancelTypedAfterAFilledInTitleStopsTheForm() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/form Write report")
    try terminal.wait(for: "Title: Write report")
    try terminal.enter("/cancel")
    try terminal.wait(for: "Discard the changes? [y/N]")
    try terminal.enter("y")
    try terminal.wait(for: "nothing changed")
    #expect(try home.tik("all", "--json").titles == ["Buy milk"])
  }

  /// Ctrl-D at the end of a filled-in field stops the form as on an empty one; an
  /// unchanged task is left without a question.
  @Test func ctrlDOnAFilledInTitleStopsTheForm() throws {
    try home.tik("add", "original")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/edit 1")
    try terminal.wait(for: "Title: original")
    try terminal.press("C-d")
    try terminal.wait(for: "nothing changed")
    #expect(!(try terminal.screen().contains("Notes:")))
    #expect(try home.tik("show", "1", "--json").json["title"] as? String == "original")
  }

  /// Ctrl-D inside a field's text still deletes the character under the cursor.
  @Test func ctrlDInsideAFieldDeletesACharacter() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/form Call mom")
    try terminal.wait(for: "Title: Call mom")
    try terminal.press("C-a", "C-d")
    try terminal.wait(for: "Title: all mom")
    try terminal.press("Enter")
    try terminal.wait(for: "Notes:")
    try terminal.press("C-d")
    try terminal.wait(for: "Discard the changes? [y/N]")
    try terminal.enter("n")
    try terminal.wait(for: "Notes:")
  }

  /// The question after Ctrl-D on an empty field starts a row, under the field's label,
  /// with readline's bracketed paste on (its default) or off in the person's inputrc.
  @Test(arguments: [true, false])
  func theDiscardQuestionStandsOnItsOwnRow(bracketedPaste: Bool) throws {
    let inputrc = home.root + "/inputrc"
    try "set enable-bracketed-paste \(bracketedPaste ? "on" : "off")\n".write(
      toFile: inputrc, atomically: true, encoding: .utf8)
    home.extraVariables["INPUTRC"] = inputrc
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/form Call mom")
    try terminal.wait(for: "Title: Call mom")
    try terminal.press("Enter")
    try terminal.wait(for: "Notes:")
    try terminal.press("C-d")
    let screen = try terminal.wait(for: "Discard the changes? [y/N]")
    let rows = screen.split(separator: "\n").map(String.init)
    #expect(rows.contains { $0.hasPrefix("Discard the changes? [y/N]") }, "\(screen)")
    #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Notes:" }, "\(screen)")
  }
}
