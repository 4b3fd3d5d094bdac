import TikCore
import TikREPL
import TikShipped

#if canImport(Glibc)
  import Glibc
#endif

exit(TikMain.run(arguments: CommandLine.arguments, plugins: Shipped.plugins))
