# higtype: `make` builds the tool and compiles the example manifest; `make test` runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
HIGTYPE := .build/release/higtype
SOURCES := Package.swift $(shell find Sources -name '*.swift')
TEMPLATES := $(wildcard templates/*.mustache)
EXAMPLE := tokens/example.tokens.json
OUT := build/tokens

.PHONY: all build test record-goldens embed-templates preview-screenshot install uninstall bench clean

all: $(OUT)/.stamp

build: $(HIGTYPE)

# A static binary: it carries the Swift runtime, Foundation, the spec and the templates.
$(HIGTYPE): $(SOURCES)
	$(SWIFT) build -c release --static-swift-stdlib
	@touch $@

# The depfile names the manifest and any custom templates, so a change to either rebuilds;
# higtype leaves unchanged outputs untouched, and the stamp records that the run happened;
# --depfile-target makes the stamp the depfile's target, so the depfile reaches it.
$(OUT)/.stamp: $(EXAMPLE) $(HIGTYPE)
	$(HIGTYPE) build $(EXAMPLE) --out $(OUT) --depfile $(OUT)/typography.d --depfile-target $@
	@touch $@
-include $(OUT)/typography.d

test: $(HIGTYPE)
	HIGTYPE_RELEASE_BIN=$(CURDIR)/$(HIGTYPE) $(SWIFT) test

# Re-record the golden files under Tests/ after an intended change to generated output.
record-goldens:
	HIGTYPE_RECORD=1 $(SWIFT) test --filter Golden

# Regenerate Sources/HigTypeKit/Render/EmbeddedTemplates.swift from templates/.
embed-templates:
	$(SWIFT) scripts/embed-templates.swift templates Sources/HigTypeKit/Render/EmbeddedTemplates.swift

# Re-take docs/images/preview.png, the example specimen as the preview test screenshots it.
preview-screenshot:
	HIGTYPE_PREVIEW_SCREENSHOT=$(CURDIR)/docs/images/preview.png $(SWIFT) test --filter PreviewTests

install: $(HIGTYPE)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(HIGTYPE) $(DESTDIR)$(PREFIX)/bin/higtype

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/higtype

# Benchmarks, not tests: the example against the process floor, then synthetic manifests at scale.
bench: $(HIGTYPE)
	scripts/bench.sh
	scripts/bench-scale.sh

clean:
	rm -rf .build build
