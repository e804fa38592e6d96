# diary — build, demo, test and benchmark. Every target installs what is missing.
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
DEMO_DIR ?= $(CURDIR)/.build/demo-vault
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps test-deps build release install demo test bench clean format format-check

# libgit2-dev (1.5 on Debian 12) and pkg-config, libcmark-gfm-dev and libcmark-gfm-extensions-dev (0.29.0.gfm.6),
# git, the real terminal programs the pty tests drive (vim, nano, less, tmux) and the git filters the filter tests use
# (git-crypt, git-lfs), with apt, only when missing.
TERMINAL_TOOLS := vim nano less tmux git-crypt git-lfs
# The browser the web reader's tests drive (Debian's Chromium and its chromedriver, with CJK fonts for the
# Korean pages' screenshots), curl for its HTTP checks, and Selenium from PyPI: `make test-deps`.
BROWSER_TOOLS := chromium chromedriver curl
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libgit2; then \
		echo "installing libgit2-dev with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libgit2-dev git; \
	fi
	@if [ ! -e /usr/include/cmark-gfm.h ] || [ ! -e /usr/include/cmark-gfm-core-extensions.h ]; then \
		echo "installing libcmark-gfm-dev and libcmark-gfm-extensions-dev with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev; \
	fi
	@command -v git >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq git; }
	@missing=""; for tool in $(TERMINAL_TOOLS); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi

# What only the tests need: the browser and its driver, CJK fonts for the Korean pages' screenshots, curl.
test-deps:
	@missing=""; for tool in $(BROWSER_TOOLS); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	[ -d /usr/share/fonts/opentype/noto ] || missing="$$missing fonts-noto-cjk"; \
	if [ -n "$$missing" ]; then \
		packages=$$(echo "$$missing" | sed 's/chromedriver/chromium-driver/'); \
		echo "installing$$packages with apt"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$packages; \
	fi
	@python3 -c 'import selenium' 2>/dev/null || { echo "installing selenium with pip"; python3 -m pip install -q selenium 2>/dev/null || python3 -m pip install -q --break-system-packages selenium; }

build: deps
	$(SWIFT) build -c $(CONFIG)

# The binary people run: a release build with Swift's own libraries (the runtime, Foundation and its ICU
# data) linked in (--static-swift-stdlib), and libgit2, cmark-gfm and their libraries linked in from
# Debian's static archives (build-support/static-link.sh), so that a command starts in a third of the time
# (see README, "Start-up"); the C library and Kerberos's GSS-API stay shared.
STATIC_LINK := $(CURDIR)/.build/static-link
RELEASE_BUILD := PKG_CONFIG_PATH=$(STATIC_LINK)/pkgconfig $(SWIFT) build -c release --static-swift-stdlib
# `diary serve` runs `diary-serve`, the web reader, from the folder `diary` is in.
PREFIX ?= /usr/local

release: deps
	bash build-support/static-link.sh "$(STATIC_LINK)"
	$(RELEASE_BUILD) --product diary
	$(RELEASE_BUILD) --product diary-serve

# `make install` (PREFIX=/usr/local, DESTDIR for packaging): the release binary, stripped of its symbols.
install: release
	install -D -m 755 -s "$$($(RELEASE_BUILD) --show-bin-path)/diary" "$(DESTDIR)$(PREFIX)/bin/diary"
	install -D -m 755 -s "$$($(RELEASE_BUILD) --show-bin-path)/diary-serve" "$(DESTDIR)$(PREFIX)/bin/diary-serve"

demo: release
	@rm -rf "$(DEMO_DIR)" && mkdir -p "$(dir $(DEMO_DIR))" && cp -R SampleVault "$(DEMO_DIR)"
	@BIN=$$($(RELEASE_BUILD) --show-bin-path)/diary; \
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
	echo "or read it in your browser with:"; \
	echo "  $$BIN serve --vault $(DEMO_DIR) --open"

test: deps test-deps format-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	bash bench/run.sh

# The tree is kept as swift-format (part of the Swift toolchain) writes it, with .swift-format's
# settings: `make format` rewrites it; `make format-check` (the first step of `make test`, and so of
# CI) fails naming each file and line that differs.
FORMAT_PATHS := Package.swift Sources Tests
format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMAT_PATHS)

clean:
	rm -rf .build
