/// The Persian table. Digits stay Latin.
extension ReminderMessage {
  var persian: String {
    switch self {
    case .helpRemind: "یادآوری‌های رسیده را یک بار نشان می‌دهد؛ ‎--watch منتظر بعدی‌ها می‌ماند"
    case .helpSnooze: "10 دقیقهٔ دیگر دوباره یادآوری کن"
    case .actionDone: "انجام شد"
    case .actionSnooze: "10 دقیقهٔ دیگر یادآوری کن"
    case .reminded: "یادآوری شد: {1}"
    case .noneDue: "یادآوری‌ای نرسیده است"
    case .snoozed: "یادآوری دوباره در {1}: {2}"
    case .notice: "⏰ {1}  {2}  {tik}done {3} · {tik}snooze {3}"
    case .notifierMissing:
      "اعلان‌گر «{1}» پیدا نشد: libnotify-bin را نصب کنید یا notifier را در تنظیمات بگذارید"
    case .notifierCouldNotStart: "اعلان‌گر «{1}» اجرا نشد: {2}"
    case .notifierExited: "اعلان‌گر «{1}» با کد خروج {2} شکست خورد"
    case .notifierKilled: "اعلان‌گر «{1}» با سیگنال {2} متوقف شد"
    case .noTime: "کار «{1}» ساعت ندارد، پس یادآوری‌ای برای تعویق نیست"
    case .watching: "در انتظار یادآوری‌ها (Ctrl-C برای توقف)"
    }
  }
}
