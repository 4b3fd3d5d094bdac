import TikCore
import TikREPL
import TikShipped
import TikSync
import TikSyncEngine
import TikSyncHTTP

#if canImport(Glibc)
  import Glibc
#endif

// tik with the sync engine and HTTP: `tik sync` runs this binary, installed beside
// `tik`, which links neither. Any tik command runs here as in `tik`.
SyncPlugin.engine = SyncEngine.runner(transport: URLSessionTransport())
exit(TikMain.run(arguments: CommandLine.arguments, plugins: Shipped.plugins))
