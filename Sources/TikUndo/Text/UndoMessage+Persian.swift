/// The Persian table.
extension UndoMessage {
  var persian: String {
    switch self {
    case .helpUndo: "برگرداندن آخرین تغییر، یا N تغییر آخر (‎--list: آنچه برمی‌گرداند)"
    case .helpRedo: "دوباره انجام دادن آنچه برگردانده شد، یا N تای بعدی"
    case .undone: "برگشت: {1}"
    case .redone: "دوباره انجام شد: {1}"
    case .nothingToUndo: "چیزی برای برگرداندن نیست"
    case .nothingToRedo: "چیزی برای دوباره انجام دادن نیست"
    case .willUndo: "برگرداندن، از تازه‌ترین:"
    case .willRedo: "دوباره انجام دادن، از بعدی:"
    case .taskAdded: "افزودن «{1}»"
    case .taskDeleted: "حذف «{1}»"
    case .taskDone: "تیک زدن «{1}»"
    case .taskUndone: "برداشتن تیک «{1}»"
    case .taskEdited: "تغییر «{1}»"
    case .listAdded: "افزودن فهرست «{1}»"
    case .listDeleted: "حذف فهرست «{1}»"
    case .listEdited: "تغییر فهرست «{1}»"
    case .andMore: "{1} و {2} مورد دیگر"
    case .undoHint: "برای برگرداندن: «{tik}undo»"
    case .redoHint: "برای دوباره انجام دادن: «{tik}redo»"
    case .conflict: "{1} از آن پس به گونه‌ای تغییر کرده که ثبت نشده است؛ چیزی برنگشت"
    case .taskNamed: "کار {1} «{2}»"
    case .listNamed: "فهرست «{1}»"
    case .invalidCount: "«{1}» شمار گام‌ها نیست (1 تا {2})"
    }
  }
}
