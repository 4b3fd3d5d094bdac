import Foundation
import Testing

/// Several processes writing one database at once.
@Suite struct ConcurrencyTests {
  @Test func twoProcessesAdding1000TasksEachEndWith2000AndNoError() throws {
    let home = BinaryHome()
    try home.tik("add", "warm up")  // the first run creates the database
    let script = """
      for i in $(seq 1000); do "$TIK" add "task $i from $1" >/dev/null || echo "failed $i"; done
      """
    let processes = try ["A", "B"].map { name in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script, "bash", name]
      process.environment = home.environment.merging(["TIK": BinaryHome.executable]) { $1 }
      let errors = Pipe()
      process.standardOutput = errors
      process.standardError = errors
      try process.run()
      return (process, errors)
    }
    var problems = ""
    for (process, pipe) in processes {
      problems += String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
    }
    #expect(problems.isEmpty)
    let all = try home.tik("all", "--json").titles
    #expect(all.count == 2001)
    #expect(Set(all).count == 2001)
  }
}
