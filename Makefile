# SpecSheet tasks. Override the toolchain with `make SWIFT=/path/to/swift ...`.
# sudo resets PATH, so fall back to where the toolchain is installed.
SWIFT ?= $(or $(shell command -v swift 2>/dev/null),/opt/swift/usr/bin/swift)
CONFIG ?= release
# Release builds link the Swift runtime and Foundation statically: every command starts in about
# 7 ms instead of 15 (fewer shared libraries to load and relocate), which short commands like
# `specsheet diff` feel most.
RELEASE_FLAGS ?= $(if $(filter release,$(CONFIG)),--static-swift-stdlib)
SPECS ?= Specs
SITE ?= site
TEST_FLAGS ?= --parallel

.DEFAULT_GOAL := build
.PHONY: deps test-deps build site test test-sanitize schemas templates browser-test bench fuzz clean

## deps: install the missing system packages that building and running the tool needs (apt-get
## only when something is missing; the list is in scripts/install-deps.sh and the README)
deps:
	@sh scripts/install-deps.sh

## test-deps: deps plus the packages only the tests use (Chromium and its driver, poppler-utils,
## librsvg2-bin, strace, the Python test packages)
test-deps:
	@sh scripts/install-deps.sh --tests

## build: the specsheet tool ($(CONFIG) build)
build: deps
	$(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) --product specsheet

## site: build the documentation site into $(SITE)/ and print where to open it
site: build
	@bin="$$($(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) --show-bin-path)/specsheet"; \
	"$$bin" build --specs $(SPECS) --out $(SITE) && \
	echo "site: open $(abspath $(SITE))/index.html, or preview it with: $$bin serve --out $(SITE)"

## test: the JSON Schemas against the catalog, then every test target
## (Swift Testing runs in parallel; --parallel adds XCTest workers; the preview server's tests run
## on their own afterwards, so their timeouts never compete with the heavy tests), then the snapshot check of the
## catalog against the committed baselines in Tests/Snapshots (the debug build swift test made), then
## the real-browser tests; lint --pictures audits every anatomy and specs picture for collisions;
## audit checks contrast, target sizes and the largest text size on the catalog (every finding fixed or acknowledged);
## then the same for Tests/Fixtures/OtherSystems, design systems outside the catalog in YAML alone;
## check-doc-examples.py checks every YAML example of the docs with both the schema and the loader
test: test-deps schemas
	@sh scripts/browser-venv.sh
	$(SWIFT) test $(TEST_FLAGS) --skip SpecSheetServerTests
	$(SWIFT) test --skip-build --filter SpecSheetServerTests
	$(SWIFT) run specsheet lint --specs $(SPECS) --require-coverage --pictures
	$(SWIFT) run specsheet audit --specs $(SPECS)
	python3 scripts/check-doc-examples.py "$$($(SWIFT) build --show-bin-path)/specsheet"
	$(SWIFT) run specsheet check --specs $(SPECS) --baselines Tests/Snapshots
	$(SWIFT) run specsheet lint --specs Tests/Fixtures/OtherSystems --pictures
	$(SWIFT) run specsheet check --specs Tests/Fixtures/OtherSystems --baselines Tests/Fixtures/OtherSystemsSnapshots
	$(SWIFT) run specsheet lint --specs Tests/Fixtures/Bootstrap
	$(MAKE) browser-test

## schemas: check that schema/*.json is what scripts/generate-schemas.py writes, then validate the
## catalog against them as editors do (PyYAML + jsonschema; `test-deps`
## installs Debian's python3-yaml and python3-jsonschema, so the system Python always has them)
schemas: test-deps
	@py=$$(for candidate in python3 /usr/bin/python3; do \
		"$$candidate" -c 'import yaml, jsonschema' 2>/dev/null && { echo "$$candidate"; break; }; done); \
	if [ -z "$$py" ]; then echo "schemas: no Python with PyYAML and jsonschema; run make test-deps" >&2; exit 1; fi; \
	"$$py" scripts/generate-schemas.py --check && \
	"$$py" scripts/validate-schemas.py $(SPECS) Tests/Fixtures/OtherSystems

## browser-test: real-browser tests in headless Chromium (scripts/browser-tests.sh): the HTML report of
## a deliberately failing `check`, then the documentation site (light and dark, 360 px, search,
## keyboard, axe-core). `test-deps` installs Chromium and chromium-driver, scripts/browser-venv.sh the
## pinned PyPI packages into .build/browser-venv. Uses the debug build; screenshots and artifacts
## land in .build/browser-test
browser-test: test-deps
	@sh scripts/browser-venv.sh
	$(SWIFT) build --product specsheet
	@SWIFT="$(SWIFT)" sh scripts/browser-tests.sh "$$($(SWIFT) build --show-bin-path)/specsheet"

## templates: compile Templates/ into the tool (Sources/SpecSheetSite/Templates/EmbeddedTemplates.swift),
## so `specsheet build --specs ANY` needs no Templates folder; run after editing Templates/ (a test
## fails when the compiled copy is out of date)
templates:
	python3 scripts/embed-templates.py

## bench: the benchmarks, release build
bench: deps
	@sh scripts/bench-tools.sh
	$(SWIFT) build -c release --static-swift-stdlib --product specsheet
	$(SWIFT) build -c release --static-swift-stdlib --product specsheet-bench
	"$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/specsheet-bench" $(SPECS)

## fuzz: the libFuzzer targets (spec loader, PNG decoder) built with -sanitize=fuzzer,address, each
## run FUZZ_TIME seconds (default 300) from the committed corpus in Tests/Fuzz/corpus
fuzz: test-deps
	@SWIFT="$(SWIFT)" sh scripts/fuzz.sh

## test-sanitize: the Swift test suite built and run with AddressSanitizer (and UBSan on the C
## code; scripts/test-sanitize.sh, in .build/sanitize); slow, so not part of
## `make test`
test-sanitize: test-deps
	@SWIFT="$(SWIFT)" sh scripts/test-sanitize.sh

## clean: build products and the generated site
clean:
	$(SWIFT) package clean
	rm -rf $(SITE)
