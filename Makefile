# nib, installed in one step: `make install` (PREFIX defaults to ~/.local; `sudo make install PREFIX=/usr/local`
# for every user). Builds release in its own folder (.build-install), with Swift's libraries linked in on Linux so
# that the installed nib keeps working when the toolchain changes, then copies nib, its shell completions and its
# man page under PREFIX.

PREFIX ?= $(HOME)/.local
SCRATCH ?= .build-install
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
SWIFT_BUILD := swift build -c release --scratch-path $(SCRATCH) $(STATIC)
NIB := $(SCRATCH)/release/nib

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: build install uninstall

build:
	$(SWIFT_BUILD) --product nib
	swift build --scratch-path $(SCRATCH) --product generate-manual
	rm -rf $(SCRATCH)/manual && mkdir -p $(SCRATCH)/manual
	$(SCRATCH)/debug/generate-manual $(NIB) --output-directory $(SCRATCH)/manual >/dev/null

install: build
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 $(NIB) "$(BINDIR)/nib"
	install -m 644 $(SCRATCH)/manual/nib.1 "$(MANDIR)/nib.1"
	$(NIB) --generate-completion-script bash > "$(BASHDIR)/nib"
	$(NIB) --generate-completion-script zsh > "$(ZSHDIR)/_nib"
	$(NIB) --generate-completion-script fish > "$(FISHDIR)/nib.fish"
	@echo "installed $(BINDIR)/nib ($$("$(BINDIR)/nib" --version)), its man page and completions"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "add $(PREFIX)/bin to PATH to run nib";; esac

uninstall:
	rm -f "$(BINDIR)/nib" "$(MANDIR)/nib.1" "$(BASHDIR)/nib" "$(ZSHDIR)/_nib" "$(FISHDIR)/nib.fish"
