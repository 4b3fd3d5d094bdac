// tik-fuzz: libFuzzer targets for tik's parsers and its line protocol.
//
//   Tests/Fuzz/run TARGET [SECONDS]
//
// The build of Tests/Fuzz/run defines FUZZING and links libFuzzer; an ordinary build
// only says how to run it.

#if FUZZING
  import Foundation

  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  let name = ProcessInfo.processInfo.environment["TIK_FUZZ_TARGET"] ?? ""
  guard let target = FuzzTargets.named(name) else {
    print("tik-fuzz: TIK_FUZZ_TARGET is one of \(FuzzTargets.names.joined(separator: ", "))")
    exit(2)
  }
  FuzzTargets.current = target
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      FuzzTargets.current?(Array(UnsafeBufferPointer(start: data, count: size)))
      return 0
    })
#else
  #if canImport(Glibc)
    import Glibc
  #endif

  print("tik-fuzz: build and run it with Tests/Fuzz/run TARGET [SECONDS]")
  exit(2)
#endif
