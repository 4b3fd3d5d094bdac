import Foundation
import Testing
import TikTestSupport

/// `make install` puts tik where the system finds it: the executables, both manual
/// pages, completions bash, zsh and fish load from the prefix's standard directories,
/// the hooks, the link handler and the reminder units; `make uninstall` takes exactly
/// those away. The files come from this build (`make install-files BUILD=…`), as
/// `make install` installs them after its release build.
@Suite struct InstallTests {
  let home = BinaryHome()
  var prefix: String { home.root + "/prefix" }

  static let installed = [
    "bin/tik", "bin/tik-sync", "bin/tik-photo", "share/man/man1/tik.1",
    "share/man/man5/tik-config.5",
    "share/bash-completion/completions/tik", "share/zsh/site-functions/_tik",
    "share/fish/vendor_completions.d/tik.fish", "share/tik/tik.bash", "share/tik/tik.zsh",
    "share/tik/tik.fish", "share/tik/tik.tmux.conf", "share/tik/starship.toml",
    "share/tik/polybar.ini", "share/tik/i3blocks.conf", "share/tik/waybar.jsonc",
    "share/applications/tik.desktop", "share/systemd/user/tik-remind.service",
    "share/systemd/user/tik-remind.timer", "share/systemd/user/tik-sync.service",
    "share/systemd/user/tik-sync.timer",
  ]

  init() throws {
    let run = try make("install-files")
    #expect(run.status == 0, "\(run.errors)")
  }

  func make(_ target: String) throws -> Run {
    let build = URL(fileURLWithPath: BinaryHome.executable).deletingLastPathComponent().path
    return try home.bash(
      "make -s -C \(Repository.root) \(target) PREFIX=\(prefix) BUILD=\(build)")
  }

  /// The variables of a user whose PATH and data directories include the prefix.
  var user: [String: String] {
    ["PATH": prefix + "/bin:/usr/bin:/bin", "XDG_DATA_DIRS": prefix + "/share:/usr/share"]
  }

  func regularFiles() -> [String] {
    let walker = FileManager.default.enumerator(atPath: prefix)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  @Test func installPutsEveryFileInPlace() throws {
    #expect(regularFiles() == Self.installed.sorted())
    for binary in ["bin/tik", "bin/tik-sync", "bin/tik-photo"] {
      #expect(FileManager.default.isExecutableFile(atPath: prefix + "/" + binary))
    }
    let desktop = try String(
      contentsOfFile: prefix + "/share/applications/tik.desktop", encoding: .utf8)
    #expect(desktop.contains("\nExec=\(prefix)/bin/tik open %u\n"))
    let service = try String(
      contentsOfFile: prefix + "/share/systemd/user/tik-remind.service", encoding: .utf8)
    #expect(service.contains("\nExecStart=\(prefix)/bin/tik remind\n"))
    let sync = try String(
      contentsOfFile: prefix + "/share/systemd/user/tik-sync.service", encoding: .utf8)
    #expect(sync.contains("\nExecStart=\(prefix)/bin/tik sync\n"))
    let run = try home.bash("tik --version", environment: user)
    #expect(run.output.hasPrefix("tik "))
  }

  /// With the default prefix `share/tik/` is tik's own data directory: install makes it
  /// 0700, as tik does, and the database goes into it beside the snippets.
  @Test func installingIntoTheDataDirectoryKeepsItPrivate() throws {
    let run = try home.bash(
      "make -s -C \(Repository.root) install-files PREFIX=\(home.root)/local"
        + " BUILD=\(URL(fileURLWithPath: BinaryHome.executable).deletingLastPathComponent().path)",
      environment: ["XDG_DATA_HOME": home.root + "/local/share"])
    #expect(run.status == 0, "\(run.errors)")
    let mode = { (path: String) in
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int)
        ?? 0
    }
    #expect(mode(home.root + "/local/share/tik") == 0o700)
    #expect(mode(prefix + "/share/tik") == 0o755)
  }

  @Test func manFindsBothPagesInThePrefix() throws {
    for page in ["tik", "tik-config"] {
      let run = try home.bash(
        "MANPATH=\(prefix)/share/man MANPAGER=cat MANWIDTH=100 MAN_DISABLE_SECCOMP=1 man \(page)")
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output.contains(page == "tik" ? "QUICK ENTRY" : "widget.bar_signal"))
    }
  }

  /// bash-completion loads `tik` on first use from `share/bash-completion/completions`
  /// of a data directory; the completion then asks the installed tik.
  @Test func bashLoadsTheCompletionFromThePrefix() throws {
    let run = try home.bash(
      """
      source /usr/share/bash-completion/bash_completion
      __load_completion tik && complete -p tik
      COMP_LINE='tik tod' COMP_POINT=7 _tik; printf '%s\\n' "${COMPREPLY[@]}"
      """, environment: user)
    #expect(run.output == "complete -o nosort -F _tik tik\ntoday\n", "\(run.errors)")
  }

  @Test func zshFindsTheCompletionInThePrefix() throws {
    let run = try home.bash(
      """
      zsh -f -c 'fpath=(\(prefix)/share/zsh/site-functions $fpath)
        autoload -Uz compinit && compinit -u -d \(home.root)/zcompdump && print -r -- $_comps[tik]'
      """, environment: user)
    #expect(run.output == "_tik\n", "\(run.errors)")
  }

  @Test func fishFindsTheCompletionInThePrefix() throws {
    let run = try home.bash("fish -c 'complete -C \"tik tod\"'", environment: user)
    #expect(run.output.hasPrefix("today"), "\(run.output) \(run.errors)")
  }

  @Test func uninstallTakesAwayWhatInstallPut() throws {
    let run = try make("uninstall")
    #expect(run.status == 0, "\(run.errors)")
    #expect(regularFiles() == [])
    #expect(run.output.contains("source \(prefix)/share/tik/tik.bash"))
    #expect(run.output.contains("systemctl --user disable --now tik-remind.timer"))
    #expect(run.output.contains("systemctl --user disable --now tik-sync.timer"))
  }
}
