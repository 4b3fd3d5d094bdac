// The text engine is part of what every user of TikCore works with (task text, the
// terminal, bidi): importing TikCore imports it.
@_exported import TikText
