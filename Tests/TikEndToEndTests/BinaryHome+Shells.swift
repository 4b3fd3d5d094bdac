import Foundation
import TikTestSupport

/// Interactive shells with tik's prompt hook, in a real terminal, for the hook tests.
extension BinaryHome {
  /// The hook installed in a fresh rc file, as docs/shell-integration.md tells users to; the path to
  /// hand the shell (bash's rc file, zsh's ZDOTDIR, fish's script).
  func promptRCFile(_ shell: String) throws -> String {
    let hook = root + "/hook." + shell
    try tik("init", shell).output.write(toFile: hook, atomically: true, encoding: .utf8)
    switch shell {
    case "bash":
      try "PS1='$ '\nshopt -s promptvars\nsource \(hook)\n".write(
        toFile: root + "/bashrc", atomically: true, encoding: .utf8)
      return root + "/bashrc"
    case "zsh":
      try FileManager.default.createDirectory(
        atPath: root + "/zdot", withIntermediateDirectories: true)
      try "setopt PROMPT_SUBST PROMPT_BANG PROMPT_PERCENT\nPROMPT='$ '\nsource \(hook)\n"
        .write(toFile: root + "/zdot/.zshrc", atomically: true, encoding: .utf8)
      return root + "/zdot"
    default:
      return hook
    }
  }

  /// An interactive shell with the hook and `$ ` as its own prompt, in the home: whatever
  /// a failing hook runs stays out of the working directory. `environment` replaces the
  /// home's variables (another PATH).
  func promptShell(_ name: String, environment: [String: String]? = nil) throws -> Terminal {
    let rc = try promptRCFile(name)
    let command =
      switch name {
      case "bash": "bash --noprofile --rcfile \(rc) -i"
      case "zsh": "env ZDOTDIR=\(rc) zsh -i"
      default:
        "fish --no-config -i -C 'function fish_prompt; echo -n \"\\$ \"; end; source \(rc)'"
      }
    let launch = launcher.map { Terminal.quoted($0) + " " }.joined()
    return try Terminal(
      command: "env -C \(root) " + launch + command,
      environment: environment ?? shellEnvironment)
  }
}

extension Terminal {
  /// Waits until the last prompt on the screen is `segment` followed by `$ `.
  @discardableResult
  func waitForPrompt(_ segment: String) throws -> String {
    try wait(for: segment + "$") { screen in
      let lines = screen.split(separator: "\n").map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      return lines.last { !$0.isEmpty } == segment + "$"
    }
  }

  /// Types a line and presses Enter.
  func enter(_ line: String = "") throws {
    try type(line)
    try press("Enter")
  }
}
