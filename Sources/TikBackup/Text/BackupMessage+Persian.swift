/// The Persian table.
extension BackupMessage {
  var persian: String {
    switch self {
    case .helpBackup: "نوشتن رونوشتی کامل از پایگاه داده (بی FILE در backups/)"
    case .helpRestore: "بازگرداندن یک پشتیبان، پس از پشتیبان‌گیری از آنچه جایگزین می‌شود"
    case .backedUp: "{1} کار و {2} فهرست در {3} پشتیبان‌گیری شد"
    case .restored: "{1} کار و {2} فهرست از {3} بازگشت؛ آنچه جایگزین شد در {4} است"
    case .askRestore:
      "{1} کار شما با {2} کار «{3}» جایگزین شود؟ (پشتیبانی از کارهای شما نگه داشته می‌شود.)"
    case .errorOwnDatabase: "«{1}» پایگاه دادهٔ خود tik است: پشتیبانی از آن را بازگردانید"
    }
  }
}
