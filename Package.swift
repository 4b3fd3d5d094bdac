// swift-tools-version:6.0
import PackageDescription

// The C++ runtime under the static Swift runtime, linked statically too: `-lstdc++`
// meets link/libstdc++.so, a linker script that takes the archive (see there).
let staticCxx: [LinkerSetting] = [.unsafeFlags(["-L", Context.packageDirectory + "/link"])]

let package = Package(
  name: "tik",
  products: [
    .executable(name: "tik", targets: ["tik"]),
    .library(name: "TikCore", targets: ["TikCore"]),
  ],
  targets: [
    // C libraries from Debian's packages, each behind one small shim.
    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
    // SQLite's small blocks from free lists: Debian's SQLite has no lookaside allocator.
    // Its debug information is DWARF 4, which valgrind 3.19 reads in `tik`: with clang's
    // DWARF 5 there valgrind gave up on the whole binary, and callgrind with it.
    .target(name: "CTikMemory", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // File-system calls glibc declares only for C (`renameat2`); DWARF 4 as above.
    .target(name: "CTikFiles", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // The REPL's signals, noted in one C file (a header's static state would be copied
    // into each unit of a Swift module that a release build compiles apart).
    .target(name: "CTikSignals", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
    .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi"),
    // Images, linked only into `tik-photo`: libvips decodes and makes thumbnails, libchafa
    // draws them for terminals. Their headers need glib's, which pkg-config finds.
    .systemLibrary(name: "CVips", path: "Sources/CVips", pkgConfig: "vips"),
    .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa"),
    // libical's header, and the library itself opened with dlopen when iCalendar is first
    // read or written: linked, it and ICU would add 2 ms to the start-up of every command.
    .target(name: "CLibical"),

    // The TOML subset tik's config needs, read and edited a line at a time.
    .target(name: "TikTOML"),

    // The small core: model, store, config, calendar protocol, parser, executor, views.
    // The text engine: display width, bidi, folding, terminal sanitising; no domain types.
    // SQLite, FriBidi and readline are linked from their static archives: loading and
    // binding three shared libraries (four with readline's terminfo) cost every command
    // about half a millisecond, more than anything tik itself does to start.
    .target(
      name: "TikText", dependencies: ["CFriBidi"],
      linkerSettings: [.linkedLibrary(":libfribidi.a")]),
    .target(
      name: "TikCore", dependencies: ["CSQLite", "CTikMemory", "CTikFiles", "TikText", "TikTOML"],
      linkerSettings: [.linkedLibrary(":libsqlite3.a"), .linkedLibrary("m")]),

    // The front ends: the one-shot command line, and the REPL with readline and the JSON
    // line protocol (`tik` alone).
    .target(name: "TikCLI", dependencies: ["TikCore"]),
    .target(
      name: "TikREPL", dependencies: ["TikCore", "TikCLI", "CReadline", "CTikSignals"],
      linkerSettings: [.linkedLibrary(":libreadline.a"), .linkedLibrary(":libtinfo.a")]),

    // Plugins: each depends only on the core.
    .target(name: "TikJalali", dependencies: ["TikCore"]),
    .target(name: "TikRecurrence", dependencies: ["TikCore"]),
    .target(name: "TikDeepLink", dependencies: ["TikCore"]),
    .target(name: "TikReminders", dependencies: ["TikCore"]),
    .target(name: "TikWidget", dependencies: ["TikCore"]),
    .target(name: "TikUndo", dependencies: ["TikCore"]),
    .target(name: "TikBackup", dependencies: ["TikCore"]),
    // The iCalendar mapping export, import and sync share: VTODO ↔ task, repeat rules
    // ↔ RRULE, libical behind plain values. A library, not a plugin.
    .target(name: "TikICalendar", dependencies: ["TikCore", "CLibical"]),
    // Export and import: tik's JSON, iCalendar through libical, todo.txt, Taskwarrior.
    .target(name: "TikTransfer", dependencies: ["TikCore", "TikICalendar"]),
    // Sync through CalDAV: one VTODO collection per list, three-way merges. The plugin
    // (its command, tables and settings) is in every tik; `tik` runs the engine through
    // `tik-sync`, the only executable that links it.
    .target(name: "TikSync", dependencies: ["TikCore"]),
    // The engine: the DAV client, the merges, the mapping to VTODOs; Foundation's URL.
    .target(name: "TikSyncEngine", dependencies: ["TikSync", "TikCore", "TikICalendar"]),
    // Photos on tasks: stored under a content hash, drawn by `show`. The images
    // themselves are `tik-photo`'s work, which the plugin runs.
    .target(name: "TikPhotos", dependencies: ["TikCore"]),
    // HTTP for sync through FoundationNetworking and libcurl, linked only into
    // `tik-sync`: its forty libraries would triple the start-up of every tik command.
    // A build with a static Swift standard library links the system's libcurl itself.
    .target(
      name: "TikSyncHTTP", dependencies: ["TikSyncEngine", "TikCore"],
      linkerSettings: [.linkedLibrary("curl")]),

    // The composition root: one literal list of plugins.
    // The list of plugins both executables run with.
    .target(
      name: "TikShipped",
      dependencies: [
        "TikCore", "TikJalali", "TikRecurrence", "TikDeepLink", "TikReminders", "TikWidget",
        "TikUndo", "TikBackup", "TikTransfer", "TikSync", "TikPhotos",
      ]),
    .executableTarget(
      name: "tik", dependencies: ["TikCore", "TikREPL", "TikShipped"],
      linkerSettings: staticCxx),
    // tik with the sync engine and HTTP, which `tik sync` runs: installed beside `tik`.
    .executableTarget(
      name: "tik-sync",
      dependencies: [
        "TikCore", "TikREPL", "TikShipped", "TikSync", "TikSyncEngine", "TikSyncHTTP",
      ],
      linkerSettings: staticCxx),

    // The manual pages, written from the command and config declarations:
    // `make man` runs `tik-man man`.
    .target(name: "TikManual", dependencies: ["TikCore", "TikREPL"]),
    .executableTarget(name: "tik-man", dependencies: ["TikManual", "TikShipped"]),

    // Pictures for tik, which `tik` runs to store and draw a photo: libvips and libchafa
    // with glib and dozens of image libraries would multiply every command's start-up.
    .executableTarget(name: "tik-photo", dependencies: ["CVips", "CChafa"]),

    // Benchmarks are code: tik against Taskwarrior and todo.txt on the same data,
    // `swift build -c release --static-swift-stdlib && .build/release/tik-bench`.
    .executableTarget(
      name: "tik-bench", dependencies: ["TikCore", "TikRecurrence", "TikShipped"]),
    // The small C starter tik-bench times every command through, so that a command's
    // peak memory is its own.
    .executableTarget(name: "tik-bench-spawn"),
    // What SQLite alone costs a command on tik's database (Today's statements, one
    // insert), which tik-bench times beside tik: the part of each ratio that is SQLite's.
    .executableTarget(
      name: "tik-bench-floor", dependencies: ["CTikMemory"],
      linkerSettings: staticCxx + [.linkedLibrary(":libsqlite3.a"), .linkedLibrary("m")]),
    // `swift build -c release && .build/release/photo-bench`: attaching a 12-megapixel
    // JPEG and drawing it, through tik-bench-spawn.
    .executableTarget(name: "photo-bench"),
    // `swift build -c release --static-swift-stdlib && .build/release/sync-bench`:
    // `tik sync` of 1,000 tasks against a local Radicale.
    .executableTarget(name: "sync-bench"),
    // `swift build -c release --product jalali-bench && .build/release/jalali-bench`:
    // tik's Jalali converter against Foundation's persian calendar.
    .executableTarget(name: "jalali-bench", dependencies: ["TikJalali", "TikCore"]),
    // libFuzzer targets: Tests/Fuzz/run TARGET [SECONDS].
    .executableTarget(
      name: "tik-fuzz",
      dependencies: [
        "TikCore", "TikCLI", "TikREPL", "TikJalali", "TikRecurrence", "TikDeepLink", "TikWidget",
        "TikSyncEngine",
      ]),

    // Golden files for the test targets.
    // What the test targets share: golden files, and a temporary home to run tik in.
    .target(
      name: "TikTestSupport", dependencies: ["TikCore", "TikCLI", "TikText"],
      path: "Tests/TikTestSupport"),

    .testTarget(
      name: "TikCoreTests", dependencies: ["TikCore", "CTikMemory", "TikCLI", "TikTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "TikTextTests", dependencies: ["TikText", "TikTestSupport"]),
    .testTarget(name: "TikTOMLTests", dependencies: ["TikTOML"]),
    .testTarget(name: "TikREPLTests", dependencies: ["TikREPL", "TikCore"]),
    .testTarget(
      name: "TikJalaliTests", dependencies: ["TikJalali", "TikCore", "TikCLI", "TikTestSupport"]),
    .testTarget(
      name: "TikRecurrenceTests",
      dependencies: ["TikRecurrence", "TikCore", "TikCLI", "TikJalali", "TikTestSupport"]),
    .testTarget(name: "TikDeepLinkTests", dependencies: ["TikDeepLink", "TikCore", "TikJalali"]),
    .testTarget(name: "TikRemindersTests", dependencies: ["TikReminders", "TikCore"]),
    // The plugin contract, checked for every plugin, and a plugin written against the
    // core's public API alone.
    .testTarget(
      name: "TikPluginTests",
      dependencies: [
        "TikCore", "TikJalali", "TikRecurrence", "TikDeepLink", "TikReminders", "TikWidget",
        "TikUndo", "TikBackup", "TikTransfer", "TikSync", "TikPhotos", "TikShipped", "TikCLI",
        "TikTestSupport",
      ], exclude: ["Snapshots"]),
    // Photos with real pictures made by libvips' own tools, run through `tik-photo`, and
    // each terminal encoding decoded again (sixel2png for sixel).
    .testTarget(
      name: "TikPhotosTests",
      dependencies: ["TikPhotos", "TikCore", "TikCLI", "TikShipped", "TikTestSupport", "tik-photo"]
    ),
    .testTarget(
      name: "TikWidgetTests", dependencies: ["TikWidget", "TikCore", "TikCLI", "TikTestSupport"],
      exclude: ["Snapshots"]),
    // Export and import against real peers: Taskwarrior, todo.txt-cli, libical and
    // Python's icalendar, run when the tests run.
    .testTarget(
      name: "TikTransferTests",
      dependencies: [
        "TikTransfer", "TikICalendar", "TikCore", "TikCLI", "TikJalali", "TikRecurrence",
        "TikUndo", "TikTestSupport",
      ]),
    // Sync against a real Radicale started by the tests, two tik homes and Python's
    // caldav as a third client.
    .testTarget(
      name: "TikSyncTests",
      dependencies: [
        "TikSync", "TikSyncEngine", "TikSyncHTTP", "TikCore", "TikCLI", "TikJalali",
        "TikRecurrence",
        "TikTestSupport",
        "tik", "tik-sync",
      ], exclude: ["hostile-server.py"]),
    // The committed manual pages are what the declarations write, and man reads them;
    // every relative link of the README and docs/ leads somewhere.
    .testTarget(
      name: "TikManualTests", dependencies: ["TikManual", "TikShipped", "TikCore", "TikTestSupport"]
    ),
    .testTarget(
      name: "TikEndToEndTests",
      dependencies: [
        "tik", "tik-photo", "tik-bench", "tik-bench-spawn", "tik-bench-floor", "TikCore",
        "TikTestSupport",
      ],
      exclude: ["Snapshots"]),
  ]
)

// Generic types' metadata through the runtime's accessors rather than by demangling each
// type's mangled name the first time it is used: a short command uses some sixty such
// types once each, and demangling them cost `tik today` about 450,000 instructions.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
    ]
}
