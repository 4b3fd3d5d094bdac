import TikCore

/// The Jalali (Solar Hijri) calendar: conversion, formatting, input and `tik cal`.
public struct JalaliPlugin: Plugin {
  public static let name = "jalali"

  public init(context: Context) throws(TikError) {}
}
