import TikCore

/// The Persian table, in the formal register (شما), with «…» quotes. Digits stay Latin;
/// values and Latin runs (the commands of a reminder's line) are in isolates.
extension ReminderMessage {
  var persian: String {
    switch self {
    case .helpRemind:
      "یادآوری‌های رسیده را یک بار نشان می‌دهد؛ \(latin("--watch")) منتظر بعدی‌ها می‌ماند، \(latin("--list")) یادآوری‌های یک ساعت گذشته را فهرست می‌کند"
    case .helpSnooze: "یادآوری یک کار را 10 دقیقهٔ دیگر تکرار می‌کند"
    case .actionDone: "انجام شد"
    case .actionSnooze: "10 دقیقهٔ دیگر یادآوری شود"
    case .reminded: "یادآوری شد: \(value(1))"
    case .remindedMore: "یادآوری شد: {1} یادآوری دیگر (\(value(2)))"
    case .moreReminders: "{1} یادآوری دیگر"
    case .noneDue: "یادآوری‌ای نرسیده است"
    case .snoozed: "یادآوری دوباره در {1}: \(value(2))"
    case .notice: "⏰ {1}  \(value(2))  \(latin("{tik}done {3} · {tik}snooze {3}"))"
    case .moreNotices: "⏰ و {1} یادآوری دیگر: \(latin("{tik}remind --list"))"
    case .noneInTheHour: "در یک ساعت گذشته یادآوری‌ای نرسیده است"
    case .notifierMissing:
      "اعلان‌گر \(quoted(1)) پیدا نشد: \(latin("libnotify-bin")) را نصب کنید یا \(latin("notifier")) را در تنظیمات بگذارید"
    case .notifierCouldNotStart: "اعلان‌گر \(quoted(1)) اجرا نشد: {2}"
    case .notifierExited: "اعلان‌گر \(quoted(1)) با کد خروج {2} شکست خورد"
    case .notifierKilled: "اعلان‌گر \(quoted(1)) با سیگنال {2} متوقف شد"
    case .noTime: "کار \(quoted(1)) ساعت ندارد، پس یادآوری‌ای برای تعویق نیست"
    case .watching: "در انتظار یادآوری‌ها (\(latin("Ctrl-C")) برای توقف)"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func value(_ placeholder: Int) -> String { RightToLeftTemplate.value(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
