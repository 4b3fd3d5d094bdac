import Testing

@testable import TikCore

/// `fields = [...]`: a field that is off is gone from quick entry, help and output, and
/// its stored values stay untouched.
@Suite struct FieldSwitchTests {
  let home = TestHome(now: "2026-09-24T09:00")

  @Test func withPriorityOffBangWordsAreTitleText() throws {
    try home.writeConfig("fields = [\"date\", \"time\", \"notes\"]\n")
    let task = try home.add("ship it !high")
    #expect(task.title == "ship it !high")
    #expect(task.priority == .none)
  }

  @Test func withTimeOffATimeIsTitleText() throws {
    try home.writeConfig("fields = [\"date\", \"priority\"]\n")
    #expect(try home.add("train 08:15").title == "train 08:15")
  }

  @Test func withDateOffAtWordsAreTitleTextAndTodayStillWorks() throws {
    try home.writeConfig("fields = [\"priority\"]\n")
    let task = try home.add("email @tomorrow")
    #expect(task.title == "email @tomorrow")
    #expect(try home.context().todayTitles() == ["email @tomorrow"])
  }

  @Test func aFieldThatIsOffDisappearsFromJSON() throws {
    try home.add("x !high 10:00")
    try home.writeConfig("fields = [\"date\"]\n")
    let json = home.run("today", "--json").output
    #expect(json.contains("\"date\":\"2026-09-24\""))
    for key in ["\"time\"", "\"priority\"", "\"notes\"", "\"subtasks\"", "\"photo\""] {
      #expect(!json.contains(key), "\(key) should be gone")
    }
  }

  @Test func aFieldThatIsOffDisappearsFromTextAndHelp() throws {
    try home.add("x !high 10:00")
    try home.writeConfig("fields = [\"date\", \"notes\"]\n")
    let today = home.run("today").output
    #expect(!today.contains("10:00") && !today.contains("!!!"))
    let help = home.run("add", "--help").output
    #expect(!help.contains("!low") && !help.contains("09:30"))
    #expect(help.contains("@today"))
  }

  @Test func storedValuesSurviveAFieldBeingOffAndComeBack() throws {
    let task = try home.add("x !high 10:00")
    try home.writeConfig("fields = [\"date\"]\n")
    home.run("edit", String(task.id), "title", "renamed")
    try home.writeConfig("")
    let back = try home.context().read { (store) throws(TikError) in try store.todo(id: task.id) }
    #expect(back?.title == "renamed" && back?.priority == .high && back?.minute == 600)
  }

  @Test func editingAFieldThatIsOffIsAnError() throws {
    let task = try home.add("x")
    try home.writeConfig("fields = [\"date\"]\n")
    let result = home.run("edit", String(task.id), "priority", "high")
    #expect(result.status == 1)
    #expect(result.errors == "tik: the 'priority' field is off (see 'tik config get fields')\n")
  }

  @Test func theTimeFieldIsOrderInertWhenOff() throws {
    try home.add("b untimed")
    try home.add("a timed 07:00")
    try home.writeConfig("fields = [\"date\"]\n")
    #expect(try home.context().todayTitles() == ["b untimed", "a timed"])
  }

  @Test func repeatNeedsDate() throws {
    try home.writeConfig("fields = [\"repeat\", \"notes\"]\n")
    #expect(
      throws: TikError.configFieldNeeds(path: home.configPath, field: "repeat", needs: "date")
    ) {
      try home.context()
    }
  }

  @Test func repeatIsOffWithoutAPluginThatProvidesIt() throws {
    #expect(!(try home.context().fields.contains(.repeat)))
  }
}
