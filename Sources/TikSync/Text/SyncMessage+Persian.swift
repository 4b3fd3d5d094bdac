import TikCore

/// The Persian table.
extension SyncMessage {
  var persian: String {
    switch self {
    case .helpSync: "همگام‌سازی همهٔ فهرست‌ها با یک سرور \(latin("CalDAV")) (\(latin("sync.url")))"
    case .synced:
      "همگام‌سازی شد: {1} از سرور، {2} به سرور، {3} حذف در اینجا، {4} حذف در سرور"
    case .wouldSync:
      "همگام‌سازی چنین می‌کند: {1} از سرور، {2} به سرور، {3} حذف در اینجا، {4} حذف در سرور"
    case .partConflictsOne, .partConflicts: "، {1} ناسازگاری (\(latin("{tik}sync conflicts")))"
    case .partKept: "، {1} کار نگه داشته شد (تغییر در اینجا، حذف در سرور)"
    case .partCompletedElsewhereOne, .partCompletedElsewhere:
      "، {1} کار تکراری انجام‌شده در جای دیگر"
    case .partSkippedOne, .partSkipped: "، {1} مورد کنار گذاشته شد"
    case .statusURL: "نشانی: \(value(1))"
    case .statusNotSet: "تنظیم نشده"
    case .statusLists: "فهرست‌های همگام: {1}"
    case .statusTasks: "کارهای همگام: {1}"
    case .statusLast: "آخرین همگام‌سازی: \(latin("{1}"))"
    case .statusNever: "هرگز"
    case .conflictLine: "{1}\t\(value(2))\t{3}: \(quoted(4)) ماند، نه \(quoted(5))"
    case .noConflicts: "ناسازگاری‌ای نیست"
    case .fieldTitle: "عنوان"
    case .fieldNotes: "یادداشت"
    case .fieldDue: "تاریخ"
    case .fieldPriority: "اولویت"
    case .fieldDone: "انجام"
    case .fieldRepeat: "تکرار"
    case .fieldSubtasks: "زیرکارها"
    case .valueDone: "انجام‌شده"
    case .valueOpen: "باز"
    case .valueNone: "هیچ"
    case .valueLow: "کم"
    case .valueMedium: "متوسط"
    case .valueHigh: "زیاد"
    case .errorNotConfigured:
      "همگام‌سازی تنظیم نشده است: \(latin("tik config set sync.url https://server/dav/calendars/you/"))"
    case .errorBadURL:
      "\(latin("sync.url")) \(quoted(1)) نشانی \(latin("http")) یا \(latin("https")) نیست"
    case .errorPasswordCommand: "\(latin("sync.password_command")) شکست خورد: \(value(1))"
    case .errorConnection: "دسترسی به \(quoted(1)) ممکن نیست: \(value(2))"
    case .errorAuthentication: "سرور \(quoted(1)) نام کاربری یا گذرواژه را نپذیرفت"
    case .errorNotCalDAV: "سرور مانند \(latin("CalDAV")) پاسخ نمی‌دهد: \(value(1))"
    case .errorRedirected:
      "سرور \(quoted(1)) را به جای دیگری فرستاد: \(latin("sync.url")) را همان نشانی بگذارید"
    case .errorTooLarge: "پاسخ سرور از {1} مگابایت بزرگ‌تر است"
    case .errorRefused: "سرور \(value(1)) را نپذیرفت (\(latin("HTTP {2}")))"
    case .errorMassDeletion:
      "سرور {1} کار از {2} کار \(quoted(3)) را حذف کرده است: برای پذیرفتن، \(latin("tik sync --force")) را اجرا کنید"
    case .errorInvalidItem: "سرور چیزی فرستاد که کار نیست: \(quoted(1))"
    case .errorNoHelper:
      "\(latin("tik sync")) برنامهٔ \(quoted(1)) را اجرا می‌کند که نیست: \(latin("tik-sync")) را کنار \(latin("tik")) بسازید یا نصب کنید"
    case .errorHelperStopped:
      "\(latin("tik-sync")) پیش از پاسخ دادن بازایستاد (وضعیت خروج \(latin("{1}")))"
    case .errorNoLibical:
      "\(latin("tik sync")) به \(latin("libical")) نیاز دارد که نصب نیست: \(latin("libical3")) را نصب کنید"
    case .backgroundFailed: "همگام‌سازی در پس‌زمینه شکست خورد: \(value(1))"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func value(_ placeholder: Int) -> String { RightToLeftTemplate.value(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
