# dent's commands on Debian 12 with the Swift toolchain. Each target that builds first installs
# the Debian packages it needs that are missing (scripts/setup-debian.sh, through sudo when not
# root; SETUP=--dry-run only says what it would install).
#
#   make run [FILE=path]   build the release binary and edit FILE (Examples/inventory.py)
#   make test              build and run the whole test suite
#   make build             build the release binary (.build/release/dent)
#   make install           install the binary and the man page under $(DESTDIR)$(PREFIX)
#   make uninstall         remove them
#   make docs              regenerate docs/KEYS.md and docs/dent.1 from the command table

PREFIX ?= /usr/local
DESTDIR ?=
FILE ?= Examples/inventory.py
SETUP ?=
# swift on the PATH, else the toolchain's usual place (sudo resets the PATH).
SWIFT ?= $(or $(shell command -v swift 2>/dev/null),$(wildcard /opt/swift/usr/bin/swift),swift)

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
RELEASE_BINARY = .build/release/dent
SOURCES := Package.swift $(shell find Sources -type f)

.PHONY: build run test install uninstall docs

build:
	scripts/setup-debian.sh $(SETUP) run
	$(SWIFT) build -c release --product dent
	touch -c $(RELEASE_BINARY)

run: build
	$(RELEASE_BINARY) '$(FILE)'

test:
	scripts/setup-debian.sh $(SETUP) test
	$(SWIFT) test

# A file target, so `sudo make install` after `make build` does not build again as root.
$(RELEASE_BINARY): $(SOURCES)
	$(MAKE) build

install: $(RELEASE_BINARY)
	install -d '$(BINDIR)' '$(MANDIR)'
	install -m 755 $(RELEASE_BINARY) '$(BINDIR)/dent'
	install -m 644 docs/dent.1 '$(MANDIR)/dent.1'

uninstall:
	rm -f '$(BINDIR)/dent' '$(MANDIR)/dent.1'

docs: build
	$(RELEASE_BINARY) --keys-markdown > docs/KEYS.md
	$(RELEASE_BINARY) --man > docs/dent.1
