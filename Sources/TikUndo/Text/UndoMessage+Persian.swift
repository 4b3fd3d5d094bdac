import TikCore

/// The Persian table.
extension UndoMessage {
  var persian: String {
    switch self {
    case .helpUndo:
      "برگرداندن آخرین تغییر، یا \(latin("N")) تغییر آخر (\(latin("--list")): آنچه برمی‌گرداند)"
    case .helpRedo: "دوباره انجام دادن آنچه برگردانده شد، یا \(latin("N")) تای بعدی"
    case .undone: "برگشت: \(value(1))"
    case .redone: "دوباره انجام شد: \(value(1))"
    case .nothingToUndo: "چیزی برای برگرداندن نیست"
    case .nothingToRedo: "چیزی برای دوباره انجام دادن نیست"
    case .willUndo: "برگرداندن، از تازه‌ترین:"
    case .willRedo: "دوباره انجام دادن، از بعدی:"
    case .taskAdded: "افزودن \(quoted(1))"
    case .taskDeleted: "حذف \(quoted(1))"
    case .taskDone: "تیک زدن \(quoted(1))"
    case .taskUndone: "برداشتن تیک \(quoted(1))"
    case .taskEdited: "تغییر \(quoted(1))"
    case .listAdded: "افزودن فهرست \(quoted(1))"
    case .listDeleted: "حذف فهرست \(quoted(1))"
    case .listEdited: "تغییر فهرست \(quoted(1))"
    case .andMore: "{1} و {2} مورد دیگر"
    case .undoHint: "برای برگرداندن: \(quotedLatin("{tik}undo"))"
    case .redoHint: "برای دوباره انجام دادن: \(quotedLatin("{tik}redo"))"
    case .conflict: "{1} از آن پس به گونه‌ای تغییر کرده که ثبت نشده است؛ چیزی برنگشت"
    case .taskNamed: "کار {1} \(quoted(2))"
    case .listNamed: "فهرست \(quoted(1))"
    case .invalidCount: "\(quoted(1)) شمار گام‌ها نیست (1 تا {2})"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func value(_ placeholder: Int) -> String { RightToLeftTemplate.value(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
private func quotedLatin(_ text: String) -> String { RightToLeftTemplate.quotedLatin(text) }
