# SpecSheet tasks. Override the toolchain with `make SWIFT=/path/to/swift ...`.
SWIFT ?= swift
CONFIG ?= release
SPECS ?= Specs
SITE ?= site
TEST_FLAGS ?= --parallel

.DEFAULT_GOAL := build
.PHONY: deps build site test bench clean

## deps: install missing system packages (apt-get only when something is missing)
deps:
	@sh scripts/install-deps.sh

## build: the specsheet tool ($(CONFIG) build)
build: deps
	$(SWIFT) build -c $(CONFIG) --product specsheet

## site: list the catalog, then build the documentation site into $(SITE)/
site: build
	@bin="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/specsheet"; \
	"$$bin" list --specs $(SPECS) && \
	if "$$bin" --help 2>&1 | grep -Eq '^[[:space:]]+build([[:space:]]|$$)'; then \
		"$$bin" build --specs $(SPECS) --out $(SITE); \
	else \
		echo "site generator not built yet (issue #5)"; \
	fi

## test: every test target (Swift Testing runs in parallel; --parallel adds XCTest workers)
test: deps
	$(SWIFT) test $(TEST_FLAGS)

## bench: the benchmarks, release build
bench: deps
	$(SWIFT) run -c release specsheet-bench

## clean: build products and the generated site
clean:
	$(SWIFT) package clean
	rm -rf $(SITE)
