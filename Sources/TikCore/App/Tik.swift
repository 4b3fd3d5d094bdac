/// tik itself: its version here, its front ends in their targets (the one-shot command
/// line in TikCLI, the REPL and the line protocol in TikREPL).
public enum Tik {
  public static let version = "0.1.0"
}
