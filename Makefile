# Builds and installs hark: PREFIX/bin/hark, and its data (the rule documents and the screen
# reader's vocabularies) in PREFIX/share/hark, where the installed binary looks for them. The
# installed binary needs nothing from this checkout or its build folder.
#
#   make install                     # /usr/local
#   make install PREFIX=$HOME/.local
#   make install PREFIX=/opt/hark DESTDIR=/tmp/stage   # for packagers
#   make install HARK_BIN=path/to/hark                  # a hark built elsewhere
#   make install RULE_DOCS=https://…/Rules/             # where reports link the rule documents
#   make uninstall PREFIX=…

PREFIX ?= /usr/local
CONFIGURATION ?= release
SWIFT ?= swift
# On Linux the Swift runtime is linked in, so the binary runs without a Swift toolchain.
ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS ?= --static-swift-stdlib
endif

# An already built hark to install instead of building one (a CI artifact, say).
HARK_BIN ?=
# The web address of the rule documents (a Rules/ folder served over https): reports link there
# unless a .hark.json sets "ruleDocs". Unset, they link the installed files (file://), which
# mean nothing on another machine.
RULE_DOCS ?=

BINDIR = $(DESTDIR)$(PREFIX)/bin
DATADIR = $(DESTDIR)$(PREFIX)/share/hark

.PHONY: build install uninstall test

build:
	$(SWIFT) build --configuration $(CONFIGURATION) --product hark $(SWIFT_FLAGS)

install: $(if $(HARK_BIN),,build)
	install -d "$(BINDIR)" "$(DATADIR)"
	install -m 0755 "$(or $(HARK_BIN),$$($(SWIFT) build --configuration $(CONFIGURATION) $(SWIFT_FLAGS) --show-bin-path)/hark)" "$(BINDIR)/hark"
	rm -rf "$(DATADIR)/Rules" "$(DATADIR)/Locales"
	cp -R Rules Locales "$(DATADIR)/"
	rm -f "$(DATADIR)/rule-docs-url"
	$(if $(RULE_DOCS),printf '%s\n' '$(RULE_DOCS)' > "$(DATADIR)/rule-docs-url")

uninstall:
	rm -f "$(BINDIR)/hark"
	rm -rf "$(DATADIR)"

test:
	$(SWIFT) build && $(SWIFT) test
