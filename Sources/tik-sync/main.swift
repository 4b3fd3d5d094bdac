import TikCore
import TikREPL
import TikShipped
import TikSync
import TikSyncHTTP

#if canImport(Glibc)
  import Glibc
#endif

// tik with HTTP: `tik sync` runs this binary, installed beside `tik`, which links no
// HTTP of its own. Any tik command runs here as in `tik`.
SyncPlugin.transport = URLSessionTransport()
exit(TikMain.run(arguments: CommandLine.arguments, plugins: Shipped.plugins))
