import TikBackup
import TikCore
import TikDeepLink
import TikJalali
import TikREPL
import TikRecurrence
import TikReminders
import TikSync
import TikTransfer
import TikUndo
import TikWidget

#if canImport(Glibc)
  import Glibc
#endif

/// Every plugin tik ships, in one literal list; `plugins = [...]` in the config says
/// which are on.
let plugins: [any Plugin.Type] = [
  JalaliPlugin.self,
  RecurrencePlugin.self,
  DeepLinkPlugin.self,
  ReminderPlugin.self,
  WidgetPlugin.self,
  UndoPlugin.self,
  BackupPlugin.self,
  TransferPlugin.self,
  SyncPlugin.self,
]

exit(TikMain.run(arguments: CommandLine.arguments, plugins: plugins))
