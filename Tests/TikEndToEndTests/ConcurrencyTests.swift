import Foundation
import Testing
import TikTestSupport

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

  /// The first commands of a new install, started together (a prompt hook's refresh, a
  /// status bar, the command typed): every one finds the database whole, none says it is
  /// busy or damaged, and every task is stored. Six at once in each of 60 new homes.
  @Test func commandsStartedTogetherOnANewInstallAllSucceed() throws {
    var failures: [String] = []
    for round in 0..<60 {
      let home = BinaryHome()
      let script = """
        for k in 1 2 3 4 5 6; do "$TIK" add "task $k" >/dev/null 2>>"$HOME/errors" & done; wait
        """
      let run = try home.bash(script, environment: ["TIK": BinaryHome.executable])
      #expect(run.status == 0)
      let errors = (try? String(contentsOfFile: home.root + "/errors", encoding: .utf8)) ?? ""
      let stored = try home.tik("all", "--json").titles
      if !errors.isEmpty || stored.count != 6 {
        failures.append("round \(round): \(stored.count) tasks; \(errors)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// A file system without hard links (vfat, some network shares): the first command
  /// makes the database in place, as before tik built it in a file of its own. `link`
  /// is refused here by a library put in front of the C library's.
  @Test func aNewDatabaseIsMadeWhereTheFileSystemHasNoHardLinks() throws {
    let home = BinaryHome()
    let source = home.root + "/nolink.c"
    let library = home.root + "/nolink.so"
    try """
    #include <errno.h>
    int link(const char *from, const char *to) { (void)from; (void)to; errno = EPERM; return -1; }
    """.write(toFile: source, atomically: true, encoding: .utf8)
    let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/opt/swift/usr/bin/clang"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let built = try ChildProcess.run(
      try #require(compiler), ["-shared", "-fPIC", "-o", library, source])
    try #require(built.status == 0, "\(built.errors)")
    home.extraVariables["LD_PRELOAD"] = library
    let run = try home.tik("add", "milk")
    #expect(run.status == 0, "\(run.errors)")
    home.extraVariables["LD_PRELOAD"] = nil
    #expect(try home.tik("all", "--json").titles == ["milk"])
    let mode = try FileManager.default.attributesOfItem(atPath: home.databasePath)[
      .posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  /// The database's name a link to a file not there yet (a synced folder): the file is
  /// made there, private, as it was before tik built new databases aside.
  @Test func aLinkToADatabaseNotThereYetIsFollowedAndTheFileIsPrivate() throws {
    let home = BinaryHome()
    let elsewhere = home.root + "/synced"
    try FileManager.default.createDirectory(
      atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.databasePath, withDestinationPath: elsewhere + "/tik.db")
    let run = try home.tik("add", "milk")
    #expect(run.status == 0, "\(run.errors)")
    let mode = try FileManager.default.attributesOfItem(atPath: elsewhere + "/tik.db")[
      .posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(try home.tik("all", "--json").titles == ["milk"])
  }
}
