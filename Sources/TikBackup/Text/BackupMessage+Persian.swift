/// The Persian table.
extension BackupMessage {
  var persian: String {
    switch self {
    case .helpBackup: "نوشتن رونوشتی کامل از پایگاه داده (بی FILE در backups/)"
    case .helpRestore: "بازگرداندن یک پشتیبان، پس از پشتیبان‌گیری از آنچه جایگزین می‌شود"
    case .backedUp: "از {1} و {2} در {3} پشتیبان گرفته شد"
    case .restored: "{1} و {2} از {3} بازگشت؛ آنچه جایگزین شد در {4} است"
    case .tasksOne, .tasks: "{1} کار"
    case .listsOne, .lists: "{1} فهرست"
    case .askRestore:
      "{1} کار شما با {2} کار «{3}» جایگزین شود؟ (پشتیبانی از کارهای شما نگه داشته می‌شود.)"
    case .errorOwnDatabase: "«{1}» پایگاه دادهٔ خود tik است: پشتیبانی از آن را بازگردانید"
    }
  }
}
