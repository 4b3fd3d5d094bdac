import TikCore

/// The manual pages, written from the declarations that drive help and completion: the
/// commands and their options (`tik(1)`), and the settings (`tik-config(5)`).
///
/// A page is made from a context with every shipped plugin on and every setting at its
/// default, so it describes the build, not one user's configuration; `tik-man DIR`
/// writes both pages, and `man/` holds them as the package ships them.
public enum ManualPage {
  /// The settings a page is made with: no config file, an English locale.
  public static func context(plugins: [any Plugin.Type]) throws(TikError) -> Context {
    let environment = Environment(variables: [
      "HOME": "/nonexistent/tik-manual", "LANG": "C.UTF-8", "TIK_NOW": "2026-01-01T09:00",
    ])
    return try Context(environment: environment, pluginTypes: plugins)
  }

  /// `.TH`: the page's title, section and the version it describes.
  static func header(_ title: String, section: Int, _ role: String) -> Roff {
    var roff = Roff()
    roff.lines.append(
      ".\\\" Written by tik-man from tik's declarations; change those, then run `make man`.")
    roff.request("TH", title, String(section), "", "tik " + Tik.version, role)
    return roff
  }
}
