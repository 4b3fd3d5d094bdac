import Testing
import TikCore

@testable import TikWidget

/// Each moment's fallback chain, one link at a time: for every state of a chain, a day
/// on which every state before it has nothing to say and it has.
@Suite struct FallbackChainTests {
  /// A day described by its counts.
  static func day(
    open: Int = 0, overdue: Int = 0, done: Int = 0, snoozed: Int = 0, moved: Int = 0,
    streak: Int = 0, memory: Bool = false, firstRun: Bool = false
  ) -> DayFacts {
    var facts = DayFacts(day: Fixtures.today, written: LocalTime(day: Fixtures.today, minute: 0))
    facts.open = open
    facts.overdue = overdue
    facts.done = done
    facts.total = open + done
    facts.snoozed = snoozed
    facts.moved = moved
    facts.streak = streak
    facts.isFirstRun = firstRun
    if open > snoozed { facts.next = Fixtures.task(1, "next", day: overdue == open ? -1 : 0) }
    if memory {
      facts.memory = Memory(
        period: .week, day: Fixtures.today.adding(days: -7), count: 1, titles: ["x"])
    }
    return facts
  }

  struct Link: CustomTestStringConvertible, Sendable {
    var moment: Moment
    var state: WidgetState
    var facts: DayFacts
    var testDescription: String { "\(moment.rawValue) → \(state.rawValue)" }
  }

  static let links: [Link] = [
    Link(moment: .morning, state: .memory, facts: day(open: 3, overdue: 3, memory: true)),
    Link(moment: .morning, state: .overdue, facts: day(open: 2, overdue: 2)),
    Link(moment: .morning, state: .plan, facts: day(open: 3, overdue: 1, done: 1)),
    Link(moment: .morning, state: .story, facts: day(done: 2)),
    Link(moment: .morning, state: .empty, facts: day()),
    Link(moment: .morning, state: .welcome, facts: day(firstRun: true)),
    Link(moment: .lateMorning, state: .triage, facts: day(open: 2, snoozed: 1)),
    Link(moment: .lateMorning, state: .snoozed, facts: day(open: 2, done: 1, snoozed: 2)),
    Link(moment: .lateMorning, state: .allDone, facts: day(done: 4)),
    Link(moment: .lateMorning, state: .empty, facts: day(moved: 1)),
    Link(moment: .lateMorning, state: .welcome, facts: day(firstRun: true)),
    Link(moment: .afternoon, state: .streak, facts: day(open: 1, done: 1, streak: 2)),
    Link(moment: .afternoon, state: .allDone, facts: day(done: 3, streak: 1)),
    Link(moment: .afternoon, state: .progress, facts: day(open: 2, done: 1, streak: 1)),
    Link(moment: .afternoon, state: .empty, facts: day(streak: 1)),
    Link(moment: .afternoon, state: .welcome, facts: day(firstRun: true)),
    Link(moment: .evening, state: .story, facts: day(moved: 1)),
    Link(moment: .evening, state: .empty, facts: day(memory: true)),
    Link(moment: .evening, state: .welcome, facts: day(firstRun: true)),
    Link(moment: .night, state: .pending, facts: day(open: 1, done: 5)),
    Link(moment: .night, state: .allDone, facts: day(done: 5)),
    Link(moment: .night, state: .empty, facts: day(moved: 2)),
    Link(moment: .night, state: .welcome, facts: day(firstRun: true)),
  ]

  @Test(arguments: links)
  func eachLinkShowsWhenEveryLinkBeforeItHasNothingToSay(link: Link) throws {
    let chain = link.moment.chain
    let index = try #require(chain.firstIndex(of: link.state))
    for earlier in chain[..<index] {
      #expect(!earlier.holds(for: link.facts), "\(earlier) should stand aside")
    }
    #expect(link.state.holds(for: link.facts))
    #expect(WidgetState.pick(for: link.moment, facts: link.facts) == link.state)
  }

  @Test func everyLinkOfEveryChainIsTested() {
    for moment in Moment.allCases {
      let tested = FallbackChainTests.links.filter { $0.moment == moment }.map(\.state)
      #expect(tested == moment.chain, "\(moment)")
    }
  }

  @Test(arguments: Moment.allCases)
  func everyChainEndsInWelcomeWhichAlwaysHolds(moment: Moment) {
    #expect(moment.chain.last == .welcome)
    #expect(WidgetState.welcome.holds(for: FallbackChainTests.day()))
    #expect(Set(moment.chain).count == moment.chain.count)
  }

  @Test func everyStateButStaleIsOnAChainAndStaleOnNone() {
    let chained = Set(Moment.allCases.flatMap(\.chain))
    #expect(chained == Set(WidgetState.allCases).subtracting([.stale]))
    #expect(WidgetState.allCases.count >= 11)
  }

  @Test func theMorningWithoutAMemoryFallsToTheStoryAndThenToWelcome() {
    let chain = Moment.morning.chain
    let memory = chain.firstIndex(of: .memory) ?? 0
    let story = chain.firstIndex(of: .story) ?? 0
    #expect(memory < story && story < chain.count - 1)
  }
}
