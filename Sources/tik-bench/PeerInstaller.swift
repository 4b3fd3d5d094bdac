#if canImport(Glibc)
  import Glibc
#endif

/// Makes sure the peers are installed: Taskwarrior (`task`) and todo.txt-cli (`todo-txt`),
/// from Debian's packages, with sudo when not root.
enum PeerInstaller {
  static let programs = [("task", "taskwarrior"), ("todo-txt", "todotxt-cli")]

  /// True when both are there, installing what is missing first.
  static func ensure() -> Bool {
    var missing = programs.filter { !Processes.isInstalled($0.0) }
    guard !missing.isEmpty else { return true }
    let command = "apt-get install -y " + missing.map(\.1).joined(separator: " ")
    if geteuid() == 0 {
      print("tik-bench: installing the peers: \(command)")
      _ = system(command)
    } else if Processes.isInstalled("sudo") {
      print("tik-bench: installing the peers: sudo \(command)")
      _ = system("sudo " + command)
    }
    missing = programs.filter { !Processes.isInstalled($0.0) }
    guard missing.isEmpty else {
      print(
        """
        tik-bench: \(missing.map(\.0).joined(separator: " and ")) not found. Install the peers \
        as root (sudo \(command)), or measure tik alone with --no-peers.
        """)
      return false
    }
    return true
  }
}
