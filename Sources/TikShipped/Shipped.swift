import TikBackup
import TikCore
import TikDeepLink
import TikJalali
import TikPhotos
import TikRecurrence
import TikReminders
import TikSync
import TikTransfer
import TikUndo
import TikWidget

/// Every plugin tik ships, in one literal list; `plugins = [...]` in the config says
/// which are on. Both executables, `tik` and `tik-sync`, run with it.
public enum Shipped {
  public static var plugins: [any Plugin.Type] {
    [
      JalaliPlugin.self,
      RecurrencePlugin.self,
      DeepLinkPlugin.self,
      ReminderPlugin.self,
      WidgetPlugin.self,
      UndoPlugin.self,
      BackupPlugin.self,
      TransferPlugin.self,
      SyncPlugin.self,
      PhotosPlugin.self,
    ]
  }
}
