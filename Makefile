# Sightline's build and test entry points. Each target installs the Debian
# packages it needs when they are missing, so a fresh machine needs no hand
# steps. See README.md.

GO        ?= go
DESKTOP_PKGS := gcc libc6-dev libgl1-mesa-dev libx11-dev libxrandr-dev libxxf86vm-dev libxi-dev libxcursor-dev libxinerama-dev libasound2-dev pkg-config
TEST_PKGS    := xvfb xauth chromium brotli
WEB_PKGS     := brotli
TEST_TIMEOUT ?= 45m

.PHONY: play test test-browser web deps-desktop deps-test deps-web build sim

# deps-desktop installs the C headers Ebitengine builds against on Linux.
deps-desktop:
	@./.ci/apt-ensure $(DESKTOP_PKGS)

# deps-web installs brotli, with which cmd/webserve makes sightline.wasm.br
# beside the .gz (the browser bundle builds without it, gzip only).
deps-web:
	@./.ci/apt-ensure $(WEB_PKGS)

# deps-test adds Xvfb (real windows without a screen), Chromium, and brotli
# for the browser bundle.
deps-test: deps-desktop
	@./.ci/apt-ensure $(TEST_PKGS)

# play builds the game and opens it on its embedded defaults.
play: deps-desktop
	$(GO) run ./cmd/sightline

build: deps-desktop
	$(GO) build -o bin/sightline ./cmd/sightline
	CGO_ENABLED=0 $(GO) build -o bin/sim ./cmd/sim

# test runs go vet and every test, the real-window and real-browser ones
# included, under a virtual X display.
# The two end-to-end tests run first and verbosely, so the log shows they ran.
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"
test: deps-test
	$(GO) vet ./...
	cd cmd/sightline/displaycheck && $(GO) vet ./... && $(GO) test -count=1 ./...
	$(XVFB) $(GO) test -count=1 -v -run 'EndToEnd' ./cmd/sightline/...
	$(XVFB) $(GO) test -count=1 -timeout $(TEST_TIMEOUT) -skip 'EndToEnd' ./...

# test-browser runs the browser end-to-end test alone.
test-browser: deps-test
	$(GO) test -count=1 -v -run TestBrowser ./cmd/sightline/webtest/

# web builds the browser bundle into web/ (the wasm precompressed as
# sightline.wasm.gz, gzip -9, and sightline.wasm.br) and serves it on
# 127.0.0.1:8080, each browser getting the smallest encoding it accepts.
web: deps-web
	$(GO) run ./cmd/webserve -build web -serve 127.0.0.1:8080
