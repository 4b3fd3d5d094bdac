import TikCore

/// The Persian table.
extension BackupMessage {
  var persian: String {
    switch self {
    case .helpBackup:
      "نوشتن رونوشتی کامل از پایگاه داده (بی \(latin("FILE")) در \(latin("backups/")))"
    case .helpRestore: "بازگرداندن یک پشتیبان، پس از پشتیبان‌گیری از آنچه جایگزین می‌شود"
    case .backedUp: "از {1} و {2} در \(latin("{3}")) پشتیبان گرفته شد"
    case .restored: "{1} و {2} از \(latin("{3}")) بازگشت؛ آنچه جایگزین شد در \(latin("{4}")) است"
    case .tasksOne, .tasks: "{1} کار"
    case .listsOne, .lists: "{1} فهرست"
    case .askRestore:
      "{1} کار شما با {2} کار \(quoted(3)) جایگزین شود؟ (پشتیبانی از کارهای شما نگه داشته می‌شود.)"
    case .errorOwnDatabase: "\(quoted(1)) پایگاه دادهٔ خود tik است: پشتیبانی از آن را بازگردانید"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
