import TikCore

/// The Persian table, in the formal register (شما), with «…» quotes. Digits stay Latin in
/// every message; `{n}` are filled by the caller. A card's words are clean for prompts,
/// without isolates (the card's layout isolates its cells); errors have them.
extension WidgetMessage {
  var persian: String {
    switch self {
    case .inlineWelcome: "tik · کار اول را بنویسید"
    case .inlineEmpty: "○ امروز کاری نیست"
    case .inlinePlan: "○ {1} کار امروز"
    case .inlineTriage: "← {1}"
    case .inlineSnoozed: "☾ {1} کار به تعویق افتاده"
    case .inlineAllDone: "✓ {1} از {1} انجام شد"
    case .inlineStreak: "🔥 {1} · ✓ {2}/{3}"
    case .inlineProgress: "✓ {1}/{2}"
    case .inlineMemory: "↺ {1}: {2}"
    case .inlineStory: "✓ {1} · ← {2} · ○ {3}"
    case .inlinePending: "○ {1} کار باز"
    case .inlineOverdue: "⚠ {1} کار عقب‌افتاده"
    case .inlineStale: "⟳ {1} کار باز"

    case .headingWelcome: "به tik خوش آمدید"
    case .headingEmpty: "برای امروز کاری نیست"
    case .headingPlanOne: "{1} کار برای امروز"
    case .headingPlanMany: "{1} کار برای امروز"
    case .headingNext: "کار بعدی"
    case .headingSnoozedOne: "تنها کار باز به تعویق افتاده است"
    case .headingSnoozedMany: "همهٔ {1} کار باز به تعویق افتاده‌اند"
    case .headingAllDone: "همه انجام شد · {1} از {1}"
    case .headingStreak: "🔥 {1} روز پشت سر هم، همه انجام شد"
    case .headingProgress: "امروز · {1} از {2} انجام شد"
    case .headingMemoryWeek: "یک هفته پیش در چنین روزی"
    case .headingMemoryMonth: "یک ماه پیش در چنین روزی"
    case .headingMemoryYear: "یک سال پیش در چنین روزی"
    case .memoryFinishedOne: "{1} کار را انجام دادید"
    case .memoryFinishedMany: "{1} کار را انجام دادید"
    case .headingStory: "روایت امروز"
    case .storyCounts: "{1} انجام‌شده · {2} جابه‌جاشده · {3} باز"
    case .headingPendingOne: "{1} کار هنوز باز است"
    case .headingPendingMany: "{1} کار هنوز باز است"
    case .headingOverdueOne: "{1} کار عقب‌افتاده"
    case .headingOverdueMany: "{1} کار عقب‌افتاده"
    case .headingStale: "آخرین به‌روزرسانی: {1}"
    case .staleOpen: "{1} کار باز در آن روز"
    case .periodWeek: "یک هفته پیش"
    case .periodMonth: "یک ماه پیش"
    case .periodYear: "یک سال پیش"
    case .more: "+{1} کار دیگر"
    case .hintAdd: "افزودن کار:"
    case .hintTick: "تیک زدن از همین‌جا:"
    case .hintRefresh: "به‌روز کردن:"
    case .tickAction: "تیک"
    case .snoozeAction: "تعویق"
    case .movedMark: "←"

    case .helpInit: "قلاب اعلان فرمان برای bash یا zsh یا fish"

    case .helpWidget: "روز شما در یک سطر یا یک کارت، برای خط فرمان و نوار وضعیت"
    case .snoozedUntil: "تا {1} به تعویق افتاد"
    case .alreadyTicked: "پیش‌تر انجام شده بود"
    case .errorNothingToTick: "ویجت کاری برای {1} ندارد"
    case .errorAlreadyDone: "کار \(quoted(1)) پیش‌تر انجام شده است"
    case .errorUnknownSize:
      "اندازهٔ ناشناختهٔ \(quoted(1)) (یکی از \(latin("inline, small, medium, large")))"
    case .errorUnknownFormat:
      "قالب ناشناختهٔ \(quoted(1)) (یکی از \(latin("text, json, tmux, waybar, i3blocks, starship")))"
    case .errorUnknownMoment:
      "زمان ناشناختهٔ \(quoted(1)) (یکی از \(latin("morning, late_morning, afternoon, evening, night")))"
    case .errorMinutes: "\(quoted(1)) شمار دقیقه‌ای از 1 تا 1440 نیست"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
