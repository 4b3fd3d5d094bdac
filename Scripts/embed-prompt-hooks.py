#!/usr/bin/env python3
"""Writes hooks/tik.bash, tik.zsh and tik.fish into the string literals of
Sources/TikWidget/Shell/PromptHooks.swift, which `tik init SHELL` prints.

    Scripts/embed-prompt-hooks.py           writes them (from the repository's root)
    Scripts/embed-prompt-hooks.py --check   writes nothing; exits 1 when they differ

Edit the hooks in hooks/, then run this; the tests check that the two agree (`tik init
bash` prints hooks/tik.bash byte for byte)."""
import re
import sys

SOURCE = "Sources/TikWidget/Shell/PromptHooks.swift"


def literal(text):
    lines = text.rstrip("\n").split("\n")
    body = "\n".join(("    " + line) if line else "" for line in lines)
    return '#"""\n' + body + '\n\n    """#'


if sys.argv[1:] not in ([], ["--check"]):
    raise SystemExit("usage: Scripts/embed-prompt-hooks.py [--check]")
before = open(SOURCE, encoding="utf-8").read()
swift = before
for shell in ["bash", "zsh", "fish"]:
    hook = open(f"hooks/tik.{shell}", encoding="utf-8").read()
    pattern = re.compile(r'(static let ' + shell + r' = )#""".*?"""#', re.S)
    if not pattern.search(swift):
        raise SystemExit(f"no literal for {shell} in {SOURCE}")
    swift = pattern.sub(lambda match: match.group(1) + literal(hook), swift, count=1)
if sys.argv[1:] == ["--check"]:
    if swift != before:
        raise SystemExit(f"{SOURCE} differs from hooks/: run Scripts/embed-prompt-hooks.py")
elif swift != before:
    open(SOURCE, "w", encoding="utf-8").write(swift)
