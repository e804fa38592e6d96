# diary — build, demo, test and benchmark. Every target installs what is missing.
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
DEMO_DIR ?= $(CURDIR)/.build/demo-vault
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps test-deps build release stage install uninstall deb demo test bench clean format format-check

# libgit2-dev (1.5 on Debian 12) and pkg-config, libcmark-gfm-dev and libcmark-gfm-extensions-dev (0.29.0.gfm.6),
# libyaml-dev (0.2.5: its header, for the front-matter limits' event parser),
# git, the real terminal programs the pty tests drive (vim, nano, less, tmux, and zsh and fish for completion) and the
# git filters the filter tests use (git-crypt, git-lfs), with apt, only when missing. The man pages are written with
# python3 and cmark-gfm's command (diary-vault(5) from docs/format.md); a package with dpkg-dev's tools.
PACKAGE_TOOLS := python3:python3 cmark-gfm:cmark-gfm dpkg-shlibdeps:dpkg-dev man:man-db
TERMINAL_TOOLS := vim nano less tmux git-crypt git-lfs zsh fish
# The browser the web reader's tests drive (Debian's Chromium and its chromedriver, with CJK fonts for the
# Korean pages' screenshots), curl for its HTTP checks, and Selenium from PyPI: `make test-deps`. jrnl 4.6, from
# PyPI too, writes the journals `diary import jrnl` is tested on.
BROWSER_TOOLS := chromium chromedriver curl
# And lintian, which judges the Debian package `make deb` builds.
PACKAGE_TEST_TOOLS := lintian
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libgit2; then \
		echo "installing libgit2-dev with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libgit2-dev git; \
	fi
	@if [ ! -e /usr/include/cmark-gfm.h ] || [ ! -e /usr/include/cmark-gfm-core-extensions.h ]; then \
		echo "installing libcmark-gfm-dev and libcmark-gfm-extensions-dev with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev; \
	fi
	@if [ ! -e /usr/include/yaml.h ]; then \
		echo "installing libyaml-dev with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libyaml-dev; \
	fi
	@command -v git >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq git; }
	@missing=""; for tool in $(TERMINAL_TOOLS); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	for pair in $(PACKAGE_TOOLS); do command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi

# What only the tests need: the browser and its driver, CJK fonts for the Korean pages' screenshots, curl, and
# axe-core's axe.min.js (the accessibility tests inject it; PyPI's axe-playwright-python carries it).
test-deps:
	@missing=""; for tool in $(BROWSER_TOOLS) $(PACKAGE_TEST_TOOLS); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	[ -d /usr/share/fonts/opentype/noto ] || missing="$$missing fonts-noto-cjk"; \
	if [ -n "$$missing" ]; then \
		packages=$$(echo "$$missing" | sed 's/chromedriver/chromium-driver/'); \
		echo "installing$$packages with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$packages; \
	fi
	@python3 -c 'import selenium' 2>/dev/null || { echo "installing selenium with pip"; python3 -m pip install -q selenium 2>/dev/null || python3 -m pip install -q --break-system-packages selenium; }
	@[ "$$(python3 -m jrnl --version 2>/dev/null | head -n 1)" = "jrnl v4.6" ] || { echo "installing jrnl 4.6 with pip"; python3 -m pip install -q jrnl==4.6 2>/dev/null || python3 -m pip install -q --break-system-packages jrnl==4.6; }
	@python3 -c 'import importlib.util as u; exit(u.find_spec("axe_playwright_python") is None)' 2>/dev/null || { echo "installing axe-core (axe-playwright-python, without Playwright) with pip"; \
		python3 -m pip install -q --no-deps axe-playwright-python 2>/dev/null || python3 -m pip install -q --no-deps --break-system-packages axe-playwright-python; }

build: deps
	$(SWIFT) build -c $(CONFIG)

# The binary people run: a release build with Swift's own libraries (the runtime, Foundation and its ICU
# data) linked in (--static-swift-stdlib), and libgit2, cmark-gfm and their libraries linked in from
# Debian's static archives (build-support/static-link.sh), so that a command starts in a third of the time
# (docs/speed.md, "Start-up"); the C library and Kerberos's GSS-API stay shared.
STATIC_LINK := $(CURDIR)/.build/static-link
RELEASE_BUILD = PKG_CONFIG_PATH=$(STATIC_LINK)/pkgconfig $(SWIFT) build -c release --static-swift-stdlib $(SWIFT_LOCK)
# `make test` builds the package while `swift test` runs the debug build, which it only reads: both pass
# --ignore-lock, so that neither waits for SwiftPM's lock on .build that the other took first.
SWIFT_LOCK ?=
PREFIX ?= /usr/local
# What `make install` and `make deb` ship, laid out as under PREFIX (build-support/stage.sh).
STAGE := $(CURDIR)/.build/stage
# Where `make deb` writes diary_VERSION_ARCH.deb.
DEB_DIR ?= $(CURDIR)

release: deps
	bash build-support/static-link.sh "$(STATIC_LINK)"
	$(RELEASE_BUILD) --product diary
	$(RELEASE_BUILD) --product diary-serve

# The release programs, stripped; diary(1) and a page per subcommand generated from the ArgumentParser
# definitions by swift-argument-parser's generate-manual (the --help text is the one source), diary-vault(5)
# from docs/format.md; and bash, zsh and fish completion scripts from the same definitions.
stage: release
	$(RELEASE_BUILD) --product generate-manual
	BIN=$$($(RELEASE_BUILD) --show-bin-path); bash build-support/stage.sh "$$BIN" "$$BIN/generate-manual" "$(STAGE)"

# `make install` (PREFIX=/usr/local, DESTDIR for packaging): bin/diary, lib/diary/diary-serve, the man pages
# in share/man/man1 and man5, and the completions in share/bash-completion/completions/diary,
# share/zsh/site-functions/_diary and share/fish/vendor_completions.d/diary.fish; it lists what it put
# there in share/diary/installed-files, and `make uninstall` (same PREFIX and DESTDIR) removes exactly those.
# Both build and stage as you; only the copying asks for sudo, when PREFIX is not yours to write.
AS_OWNER = probe="$(DESTDIR)$(PREFIX)"; while [ ! -e "$$probe" ]; do probe=$$(dirname "$$probe"); done; \
	if [ -w "$$probe" ]; then as=""; else echo "$(DESTDIR)$(PREFIX) is not writable: copying with sudo"; as=sudo; fi
install: stage
	@$(AS_OWNER); $$as bash build-support/install.sh install "$(STAGE)" "$(DESTDIR)$(PREFIX)"

uninstall:
	@$(AS_OWNER); $$as bash build-support/install.sh uninstall "$(DESTDIR)$(PREFIX)"

# `make deb`: the staged tree as a Debian package (build-support/deb.sh), for `sudo apt install ./diary_*.deb`.
deb: stage
	bash build-support/deb.sh "$(STAGE)" "$(DEB_DIR)"

# The demo runs the debug build of `diary` alone (the build `make test` goes on from, so nothing is compiled
# twice) and shows the commands before the web reader is built; `diary serve` is built last.
demo: deps
	$(SWIFT) build --product diary
	@rm -rf "$(DEMO_DIR)" && mkdir -p "$(dir $(DEMO_DIR))" && cp -R SampleVault "$(DEMO_DIR)"
	@BIN=$$($(SWIFT) build --show-bin-path)/diary; \
	set -x; \
	"$$BIN" init --vault "$(DEMO_DIR)"; \
	"$$BIN" list --vault "$(DEMO_DIR)"; \
	"$$BIN" search --vault "$(DEMO_DIR)" 커피 river --any -n 3; \
	"$$BIN" calendar 2026 --vault "$(DEMO_DIR)"; \
	"$$BIN" calendar --month 2026-11 --vault "$(DEMO_DIR)"; \
	"$$BIN" stats --vault "$(DEMO_DIR)"; \
	"$$BIN" log --vault "$(DEMO_DIR)" -n 5; \
	set +x; \
	echo; echo "Your scratch vault is $(DEMO_DIR). Write today's entry with:"; \
	echo "  $$BIN open --vault $(DEMO_DIR)"; \
	echo; echo "Now building the web reader, for: $$BIN serve --vault $(DEMO_DIR) --open"
	$(SWIFT) build --product diary-serve
	@echo "Ready: $$($(SWIFT) build --show-bin-path)/diary serve --vault $(DEMO_DIR) --open"

# The tests run the debug build, and the release package too (its install, man pages and lintian's verdict).
# The package is made (`make deb` into .build/package, its log beside it) while the other tests run, at the
# lowest CPU and disk priority so that they keep the machine (build-support/deb-beside-tests.sh); should that
# fail, it is made again once they have run. Its own suites run once it is there.
PACKAGE_DIR := $(CURDIR)/.build/package
PACKAGE_SUITES := DiaryEndToEndTests\.(ManualPageTests|InstallTests|PackageTests)
test: deps test-deps format-check
	$(SWIFT) build --build-tests
	@rm -rf "$(PACKAGE_DIR)" && mkdir -p "$(PACKAGE_DIR)"
	@echo "building the release package in the background (log: $(PACKAGE_DIR)/build.log)"
	@bash build-support/deb-beside-tests.sh "$(PACKAGE_DIR)" \
		$(MAKE) --no-print-directory deb DEB_DIR="$(PACKAGE_DIR)" SWIFT_LOCK=--ignore-lock & package=$$!; \
	trap 'kill $$package 2>/dev/null' INT TERM; \
	$(SWIFT) test --skip-build --ignore-lock --skip '$(PACKAGE_SUITES)'; tests=$$?; \
	echo "waiting for the release package"; \
	if ! wait $$package; then \
		tail -20 "$(PACKAGE_DIR)/build.log"; echo "the package could not be built beside the tests: building it now"; \
		$(MAKE) --no-print-directory deb DEB_DIR="$(PACKAGE_DIR)" || exit 1; \
	fi; \
	$(SWIFT) test --skip-build --filter '$(PACKAGE_SUITES)' && exit $$tests

bench: deps
	bash bench/run.sh

# The tree is kept as swift-format (part of the Swift toolchain) writes it, with .swift-format's
# settings: `make format` rewrites it; `make format-check` (the first step of `make test`, and so of
# CI) fails naming each file and line that differs, and then names every import a target does not
# declare in Package.swift and every dependency it declares and never imports (build-support/check-imports.py).
FORMAT_PATHS := Package.swift Sources Tests
format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMAT_PATHS)
	SWIFT="$(SWIFT)" python3 build-support/check-imports.py

clean:
	rm -rf .build
