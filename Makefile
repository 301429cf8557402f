# SpecSheet tasks. Override the toolchain with `make SWIFT=/path/to/swift ...`.
# sudo resets PATH, so fall back to where the toolchain is installed.
SWIFT ?= $(or $(shell command -v swift 2>/dev/null),/opt/swift/usr/bin/swift)
CONFIG ?= release
SPECS ?= Specs
SITE ?= site
TEST_FLAGS ?= --parallel

.DEFAULT_GOAL := build
.PHONY: deps build site test schemas bench clean

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

## test: the JSON Schemas against the catalog, then every test target
## (Swift Testing runs in parallel; --parallel adds XCTest workers), then the snapshot check of the
## catalog against the committed baselines in Tests/Snapshots (the debug build swift test made)
test: deps schemas
	$(SWIFT) test $(TEST_FLAGS)
	$(SWIFT) run specsheet check --specs $(SPECS) --baselines Tests/Snapshots

## schemas: validate the catalog against schema/*.json as editors do (PyYAML + jsonschema; `deps`
## installs Debian's python3-yaml and python3-jsonschema, so the system Python always has them)
schemas: deps
	@py=$$(for candidate in python3 /usr/bin/python3; do \
		"$$candidate" -c 'import yaml, jsonschema' 2>/dev/null && { echo "$$candidate"; break; }; done); \
	if [ -z "$$py" ]; then echo "schemas: no Python with PyYAML and jsonschema; run make deps" >&2; exit 1; fi; \
	"$$py" scripts/validate-schemas.py $(SPECS)

## bench: the benchmarks, release build
bench: deps
	@sh scripts/bench-tools.sh
	$(SWIFT) build -c release --product specsheet
	$(SWIFT) run -c release specsheet-bench $(SPECS)

## clean: build products and the generated site
clean:
	$(SWIFT) package clean
	rm -rf $(SITE)
