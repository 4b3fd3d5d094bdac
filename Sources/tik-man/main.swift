import Foundation
import TikManual
import TikShipped

/// `tik-man DIR`: writes `tik.1` and `tik-config.5` into DIR (`make man` writes `man/`).
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: tik-man DIR\n".utf8))
  exit(2)
}
do {
  let context = try ManualPage.context(plugins: Shipped.plugins)
  for (name, page) in [
    ("tik.1", ManualPage.tik(context: context)),
    ("tik-config.5", ManualPage.config(context: context)),
  ] {
    try page.write(toFile: arguments[1] + "/" + name, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("tik-man: \(error)\n".utf8))
  exit(1)
}
