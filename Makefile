# tik: build, install and uninstall.
#
#   make install [PREFIX=~/.local]     the release build, the manual, completions, hooks
#   make uninstall [PREFIX=~/.local]   removes exactly what install put there
#   make man                           writes man/ anew from the declarations
#
# DESTDIR is put before every installed path, for packagers.

PREFIX ?= $(HOME)/.local
SWIFT ?= swift
# Where the built executables are; `make install-files BUILD=.build/debug` installs
# a build made otherwise, without building.
BUILD ?= .build/release

bindir := $(DESTDIR)$(PREFIX)/bin
sharedir := $(DESTDIR)$(PREFIX)/share

# With the default prefix share/tik/ is tik's own data directory ($XDG_DATA_HOME/tik),
# which tik keeps private: there install makes it 0700, as tik does; elsewhere 0755.
datadir := $(or $(XDG_DATA_HOME),$(HOME)/.local/share)/tik
snippetmode := $(if $(filter $(abspath $(datadir)),$(abspath $(sharedir)/tik)),700,755)

# What install puts where, one line each: uninstall removes the same list.
binaries := tik tik-sync tik-photo
manual := man1/tik.1 man5/tik-config.5
snippets := tik.bash tik.zsh tik.fish tik.tmux.conf starship.toml polybar.ini \
	i3blocks.conf waybar.jsonc
units := tik-remind.service tik-remind.timer tik-sync.service tik-sync.timer
installed := $(addprefix $(bindir)/,$(binaries)) \
	$(addprefix $(sharedir)/man/,$(manual)) \
	$(sharedir)/bash-completion/completions/tik \
	$(sharedir)/zsh/site-functions/_tik \
	$(sharedir)/fish/vendor_completions.d/tik.fish \
	$(addprefix $(sharedir)/tik/,$(snippets)) \
	$(sharedir)/applications/tik.desktop \
	$(addprefix $(sharedir)/systemd/user/,$(units))

.PHONY: all build install install-files uninstall man test

all: build

build:
	$(SWIFT) build -c release --static-swift-stdlib --product tik
	$(SWIFT) build -c release --static-swift-stdlib --product tik-sync
	$(SWIFT) build -c release --static-swift-stdlib --product tik-photo

install: build install-files

install-files:
	install -d $(bindir) $(sharedir)/man/man1 $(sharedir)/man/man5 \
		$(sharedir)/bash-completion/completions $(sharedir)/zsh/site-functions \
		$(sharedir)/fish/vendor_completions.d $(sharedir)/applications $(sharedir)/systemd/user
	install -d -m $(snippetmode) $(sharedir)/tik
	install -m 755 $(addprefix $(BUILD)/,$(binaries)) $(bindir)/
	install -m 644 man/tik.1 $(sharedir)/man/man1/tik.1
	install -m 644 man/tik-config.5 $(sharedir)/man/man5/tik-config.5
	install -m 644 completions/tik.bash $(sharedir)/bash-completion/completions/tik
	install -m 644 completions/_tik $(sharedir)/zsh/site-functions/_tik
	install -m 644 completions/tik.fish $(sharedir)/fish/vendor_completions.d/tik.fish
	install -m 644 $(addprefix hooks/,$(snippets)) $(sharedir)/tik/
	sed 's|^Exec=tik |Exec=$(PREFIX)/bin/tik |' hooks/tik.desktop \
		>$(sharedir)/applications/tik.desktop
	for unit in tik-remind tik-sync; do \
		sed 's|^ExecStart=.*/tik |ExecStart=$(PREFIX)/bin/tik |' hooks/$$unit.service \
			>$(sharedir)/systemd/user/$$unit.service && \
		chmod 644 $(sharedir)/systemd/user/$$unit.service || exit 1; \
	done
	install -m 644 hooks/tik-remind.timer hooks/tik-sync.timer $(sharedir)/systemd/user/
	chmod 644 $(sharedir)/applications/tik.desktop
	@echo "tik is in $(bindir); run tik. The prompt hook: source $(PREFIX)/share/tik/tik.bash"
	@echo "(or tik.zsh, tik.fish) in your shell's rc file."

uninstall:
	rm -f $(installed)
	-rmdir $(sharedir)/tik 2>/dev/null
	@echo "Removed tik from $(DESTDIR)$(PREFIX). Lines you may have added yourself:"
	@echo "  ~/.bashrc:                  source $(PREFIX)/share/tik/tik.bash"
	@echo "  ~/.zshrc:                   source $(PREFIX)/share/tik/tik.zsh, and an fpath line for _tik"
	@echo "  ~/.config/fish/config.fish: source $(PREFIX)/share/tik/tik.fish"
	@echo "  ~/.tmux.conf:               source-file $(PREFIX)/share/tik/tik.tmux.conf"
	@echo "  systemd:                    systemctl --user disable --now tik-remind.timer"
	@echo "                              systemctl --user disable --now tik-sync.timer"
	@echo "Your tasks and settings stay in ~/.local/share/tik and ~/.config/tik."

man:
	$(SWIFT) build --product tik-man
	$$($(SWIFT) build --show-bin-path)/tik-man man

test:
	$(SWIFT) test
