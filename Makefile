# higtype: `make` builds the tool and compiles the example manifest; `make test` runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
HIGTYPE := .build/release/higtype
SOURCES := Package.swift $(shell find Sources -name '*.swift')
TEMPLATES := $(wildcard templates/*.mustache)
EXAMPLE := tokens/example.tokens.json
OUT := build/tokens

.PHONY: all build test test-fast lint format record-goldens record-api embed-templates embed-docs generate preview-screenshot editor-screenshot install uninstall bench clean fuzz-build fuzz

all: $(OUT)/.stamp

build: $(HIGTYPE)

# A static binary: it carries the Swift runtime, Foundation, the spec, the templates and the docs.
# Linking Foundation statically makes gold print glibc's link-time warning that Foundation's own
# temporary-file code (FoundationEssentials' createTemporaryFile, in the toolchain) refers to
# mktemp; higtype stages its outputs with mkstemp. No linker flag silences that one warning alone
# (lld prints none, but keeps some 40 MB more of ICU data), so that line, and only that line, is
# filtered out of the build's output; every other line and the exit status pass through.
MKTEMP_WARNING := libFoundationEssentials\.a(Data+Writing\.swift\.o):.*: warning: the use of .mktemp. is dangerous, better use .mkstemp. or .mkdtemp.$$
$(HIGTYPE): $(SOURCES)
	@echo "$(SWIFT) build -c release --static-swift-stdlib --product higtype"
	@exec 3>&1; status=$$( { { $(SWIFT) build -c release --static-swift-stdlib --product higtype 2>&1; echo $$? >&4; } \
		| grep -v '$(MKTEMP_WARNING)' >&3; } 4>&1 ); exit $$status
	@touch $@

# The depfile names the manifest and any custom templates, so a change to either rebuilds;
# higtype leaves unchanged outputs untouched, and the stamp records that the run happened;
# --depfile-target makes the stamp the depfile's target, so the depfile reaches it.
$(OUT)/.stamp: $(EXAMPLE) $(HIGTYPE)
	$(HIGTYPE) build $(EXAMPLE) --out $(OUT) --depfile $(OUT)/typography.d --depfile-target $@
	@touch $@
-include $(OUT)/typography.d

# scripts/test-summary.sh passes swift test's output and status through and ends the run with one
# line that counts the tests passed, failed and skipped (a suite whose input is missing skips).
test: $(HIGTYPE)
	HIGTYPE_RELEASE_BIN=$(CURDIR)/$(HIGTYPE) scripts/test-summary.sh $(SWIFT) test

# Every suite but the slow ones (tagged browser, compile, precommit, concurrency: see
# Tests/HigTypeTestSupport/SlowSuites.swift); one layer alone: `swift test --filter MustacheTests`.
# Under CI=true the slow suites run anyway: CI cannot pass without them.
test-fast:
	HIGTYPE_TEST_FAST=1 scripts/test-summary.sh $(SWIFT) test

# The toolchain's formatter over every Swift source but test data (audit cases, goldens, corpora);
# generated files opt out with `// swift-format-ignore-file`. CI runs `make lint`.
SWIFT_FORMAT_FILES = $(shell find Package.swift Sources Tests Tools Examples Fuzz Plugins -name '*.swift' \
	-not -path '*/cases/*' -not -path '*/Golden/example/*' -not -path '*/corpus/*' -not -path '*/.build*' 2>/dev/null | sort)
lint:
	@echo "$(SWIFT) format lint --strict ($(words $(SWIFT_FORMAT_FILES)) files)"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FORMAT_FILES)

format:
	@echo "$(SWIFT) format format --in-place ($(words $(SWIFT_FORMAT_FILES)) files)"
	@$(SWIFT) format format --in-place --parallel $(SWIFT_FORMAT_FILES)

# Re-record the golden files under Tests/ after an intended change to generated output.
record-goldens:
	HIGTYPE_RECORD=1 $(SWIFT) test --filter Golden

# Re-record HigTypeKit's public API (Tests/HigTypeEndToEndTests/API/HigTypeKit.api.txt) after an
# intended change to the facade; the run reports the re-recording as a failure, as record-goldens does.
record-api:
	HIGTYPE_RECORD=1 $(SWIFT) test --filter APIDigestTests

# Regenerate Sources/HigTypeOutputs/Render/EmbeddedTemplates.swift from templates/.
embed-templates:
	$(SWIFT) run embed-templates templates Sources/HigTypeOutputs/Render/EmbeddedTemplates.swift \
		Sources/HigTypeOutputs/Render/CompiledTemplates.swift

# Regenerate Sources/HigTypeCLI/EmbeddedDocs.swift from docs/*.md, for `higtype docs` (a test fails if they drift).
embed-docs:
	$(SWIFT) run embed-docs docs Sources/HigTypeCLI/EmbeddedDocs.swift

# Regenerate what follows from the rules' files (Sources/HigTypeCompiler/Validate/Rules/): the rules
# section of docs/rules.md and the rule settings of docs/manifest.schema.json, then re-embed the docs.
# A test fails when any of them is stale.
generate:
	$(SWIFT) run generate-rules .
	$(SWIFT) run embed-docs docs Sources/HigTypeCLI/EmbeddedDocs.swift

# Re-take docs/images/preview.png, the example specimen as the preview test screenshots it.
preview-screenshot:
	HIGTYPE_PREVIEW_SCREENSHOT=$(CURDIR)/docs/images/preview.png $(SWIFT) test --filter PreviewTests

# Neovim with `higtype lsp` on a virtual X display: docs/images/editor.png (docs/editors.md).
editor-screenshot:
	$(SWIFT) build --product higtype
	scripts/editor-screenshot.sh .build/debug/higtype

# The binary goes to PREFIX/bin; when that folder is not on PATH, a shell will not find it by
# name, so install says so and how to add it.
install: $(HIGTYPE)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 -s $(HIGTYPE) $(DESTDIR)$(PREFIX)/bin/higtype
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*|*":$(PREFIX)/bin/:"*) ;; \
		*) echo "make install: $(PREFIX)/bin is not on your PATH, so 'higtype' alone will not find it;" \
			"add it (export PATH=\"$(PREFIX)/bin:\$$PATH\" in your shell's profile) or run $(PREFIX)/bin/higtype" ;; esac

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/higtype

# Benchmarks, not tests: the example against the process floor, then synthetic manifests at scale,
# then the language server's re-check times and memory over edits, and its publish, completion and
# hover at n and 10 n.
bench: $(HIGTYPE)
	scripts/bench.sh
	scripts/bench-scale.sh
	scripts/bench-bounds.sh
	scripts/bench-linear.sh
	scripts/bench-files.sh
	scripts/bench-lsp.py $(HIGTYPE)
	scripts/bench-lsp-linear.py $(HIGTYPE)

# libFuzzer targets (docs/robustness.md): each library target is compiled with swiftc into a static
# library under ASan and libFuzzer's instrumentation, in dependency order, and Fuzz/<Name>Fuzz.swift
# is linked against them through the public API. `make fuzz` runs each target for FUZZ_SECONDS,
# keeping the corpus it grows in .build-fuzz/corpus/<target> and any crashing input as
# .build-fuzz/<target>-crash-*.
SWIFTC ?= swiftc
FUZZ_DIR := .build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_FLAGS ?=
# The library targets in dependency order (Package.swift); each sees the modules before it.
FUZZ_MODULES := HigTypeCore HigTypeSpec Mustache HigTypeCompiler HigTypeOutputs HigTypeAudit HigTypeKit HigTypeLSP
FUZZ_TARGETS := manifest template resolver
FUZZ_TARGETS += fontstack
FUZZ_TARGETS += swiftlexer csslexer
FUZZ_TARGETS += journal
FUZZ_TARGETS += adopt
FUZZ_TARGETS += selector
FUZZ_TARGETS += config
FUZZ_TARGETS += baseline
FUZZ_TARGETS += lsp
FUZZ_TARGETS += project
FUZZ_TARGETS += fingerprint
FUZZ_TARGETS += pluginusage
FUZZ_TARGETS += storyboard
FUZZ_TARGETS += foreignformat
FUZZ_TARGETS += json5
FUZZ_SWIFTC := $(SWIFTC) -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -warnings-as-errors -package-name higtype \
	-module-cache-path $(FUZZ_DIR)/module-cache -I $(FUZZ_DIR)/modules

fuzz-build: $(FUZZ_TARGETS:%=$(FUZZ_DIR)/%-fuzz)

# One static library and module per target; a module is rebuilt when its sources or a module
# it depends on change.
define fuzz_module
$(FUZZ_DIR)/modules/lib$(1).a: $(shell find Sources/$(1) -name '*.swift' | sort) $(2)
	@mkdir -p $(FUZZ_DIR)/modules $(FUZZ_DIR)/module-cache
	$(FUZZ_SWIFTC) -module-name $(1) -emit-library -static -emit-module \
		-emit-module-path $(FUZZ_DIR)/modules/$(1).swiftmodule -o $$@ $(shell find Sources/$(1) -name '*.swift' | sort)
endef
FUZZ_PREVIOUS :=
$(foreach m,$(FUZZ_MODULES),$(eval $(call fuzz_module,$(m),$(FUZZ_PREVIOUS)))$(eval FUZZ_PREVIOUS += $(FUZZ_DIR)/modules/lib$(m).a))
FUZZ_LIBS := $(FUZZ_MODULES:%=$(FUZZ_DIR)/modules/lib%.a)
# The linker reads static libraries once, in order: users before what they use.
FUZZ_LINK := $(foreach m,HigTypeLSP HigTypeKit HigTypeAudit HigTypeOutputs HigTypeCompiler Mustache HigTypeSpec HigTypeCore,$(FUZZ_DIR)/modules/lib$(m).a)

$(FUZZ_DIR)/manifest-fuzz: Fuzz/ManifestFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/template-fuzz: Fuzz/TemplateFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/fontstack-fuzz: Fuzz/FontStackFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/resolver-fuzz: Fuzz/ResolverFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/swiftlexer-fuzz: Fuzz/SwiftLexerFuzz.swift Fuzz/AuditFuzzChecks.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/csslexer-fuzz: Fuzz/CSSLexerFuzz.swift Fuzz/AuditFuzzChecks.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/journal-fuzz: Fuzz/JournalFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/adopt-fuzz: Fuzz/AdoptFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/selector-fuzz: Fuzz/SelectorFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/config-fuzz: Fuzz/ConfigFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/baseline-fuzz: Fuzz/BaselineFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/lsp-fuzz: Fuzz/LSPFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/project-fuzz: Fuzz/ProjectPlatformFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/fingerprint-fuzz: Fuzz/FingerprintFuzz.swift $(FUZZ_LIBS)
# The plugins' Package.swift reader: the plugins link no library, so neither does its target.
$(FUZZ_DIR)/pluginusage-fuzz: Fuzz/PluginUsageFuzz.swift Plugins/Shared/PluginUsageScan.swift
	@mkdir -p $(FUZZ_DIR)/module-cache
	$(FUZZ_SWIFTC) -use-ld=lld $^ -o $@
$(FUZZ_DIR)/storyboard-fuzz: Fuzz/StoryboardFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/foreignformat-fuzz: Fuzz/ForeignFormatFuzz.swift $(FUZZ_LIBS)
$(FUZZ_DIR)/json5-fuzz: Fuzz/JSON5Fuzz.swift $(FUZZ_LIBS)
# The target's own file, and for the two audit lexers the checks they share.
$(FUZZ_DIR)/%-fuzz:
	$(FUZZ_SWIFTC) -use-ld=lld $(filter Fuzz/%.swift,$^) $(FUZZ_LINK) -o $@

# Seeds: the example and fixture manifests, the built-in templates, and the resolver fixtures.
FUZZ_SEEDS_manifest := tokens Tests/HigTypeCompilerTests/Fixtures/manifests
FUZZ_SEEDS_template := templates
FUZZ_SEEDS_resolver := Tests/HigTypeCompilerTests/ResolverModule/Fixtures Fuzz/resolver-seeds
FUZZ_MAX_LEN_manifest := 16384
FUZZ_MAX_LEN_template := 16384
FUZZ_SEEDS_fontstack := Fuzz/fontstack-seeds
FUZZ_MAX_LEN_fontstack := 1024
FUZZ_MAX_LEN_resolver := 8192
# The audit fixtures seed both lexers (each target reads the other language's files as noise);
# the CSS one also an SCSS file of its own (it reads every input as CSS, SCSS and LESS).
FUZZ_SEEDS_swiftlexer := Tests/HigTypeAuditTests/cases
FUZZ_SEEDS_csslexer := Tests/HigTypeAuditTests/cases Fuzz/csslexer-seeds
FUZZ_MAX_LEN_swiftlexer := 8192
FUZZ_MAX_LEN_csslexer := 8192
# The commit journal reader: journals as higtype writes them, and the review's forged one.
FUZZ_SEEDS_journal := Fuzz/journal-seeds
FUZZ_MAX_LEN_journal := 4096
# adopt: manifests, and the lookalike of a design system's typography files.
FUZZ_SEEDS_adopt := Tests/HigTypeCompilerTests/Fixtures/manifests Tests/HigTypeCompilerTests/Adopt/Fixtures/lookalike
FUZZ_MAX_LEN_adopt := 16384
# --css-selector patterns: selectors that are, and patterns the review used to inject rules.
FUZZ_SEEDS_selector := Fuzz/selector-seeds
FUZZ_MAX_LEN_selector := 256
# The plugin's higtype.json (BuildConfig), seeded with a few configs good and bad.
FUZZ_SEEDS_config := Fuzz/config-seeds
# The audit's reading of project files (ProjectPlatform): pbxproj settings and Package.swift platforms.
FUZZ_SEEDS_project := Fuzz/project-seeds
FUZZ_MAX_LEN_project := 4096
FUZZ_MAX_LEN_config := 4096
# `audit --baseline` files (AuditBaseline), seeded with one as --write-baseline writes it and mistakes.
FUZZ_SEEDS_baseline := Fuzz/baseline-seeds
FUZZ_MAX_LEN_baseline := 4096
# Build fingerprints (.higtype-fingerprint), seeded with bodies as a build writes them.
FUZZ_SEEDS_fingerprint := Fuzz/fingerprint-seeds
FUZZ_MAX_LEN_fingerprint := 4096
# The plugins' reading of Package.swift (PluginUsageScan): manifests as packages write them.
FUZZ_SEEDS_pluginusage := Fuzz/pluginusage-seeds
FUZZ_MAX_LEN_pluginusage := 8192
# Storyboards and XIBs (the audit's Interface Builder reader), seeded with the audit fixtures.
FUZZ_SEEDS_storyboard := Tests/HigTypeAuditTests/cases
FUZZ_MAX_LEN_storyboard := 8192
# The readers of other tools' formats (Tokens Studio, Style Dictionary, Figma), seeded with one
# lookalike file per format and the manifest fixtures.
FUZZ_SEEDS_foreignformat := Fuzz/foreignformat-seeds Tests/HigTypeCompilerTests/Fixtures/manifests
FUZZ_MAX_LEN_foreignformat := 16384
# The JSON5 reader, seeded with JSON5 files of every construct and the (strict JSON) manifest fixtures,
# which it must read exactly as the strict parser does.
FUZZ_SEEDS_json5 := Fuzz/json5-seeds Tests/HigTypeCompilerTests/Fixtures/manifests
FUZZ_MAX_LEN_json5 := 8192
# higtype lsp: editors' byte streams, framed sessions and broken headers.
FUZZ_SEEDS_lsp := Fuzz/lsp-seeds
FUZZ_MAX_LEN_lsp := 8192

fuzz: fuzz-build
	@mkdir -p $(FUZZ_TARGETS:%=$(FUZZ_DIR)/corpus/%)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/manifest-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-max_len=$(FUZZ_MAX_LEN_manifest) -dict=Fuzz/manifest.dict -artifact_prefix=$(FUZZ_DIR)/manifest- \
		$(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/manifest $(FUZZ_SEEDS_manifest)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/template-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-max_len=$(FUZZ_MAX_LEN_template) -dict=Fuzz/template.dict -artifact_prefix=$(FUZZ_DIR)/template- \
		$(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/template $(FUZZ_SEEDS_template)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/fontstack-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-max_len=$(FUZZ_MAX_LEN_fontstack) -dict=Fuzz/fontstack.dict -artifact_prefix=$(FUZZ_DIR)/fontstack- \
		$(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/fontstack $(FUZZ_SEEDS_fontstack)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/resolver-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-max_len=$(FUZZ_MAX_LEN_resolver) -dict=Fuzz/resolver.dict -artifact_prefix=$(FUZZ_DIR)/resolver- \
		$(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/resolver $(FUZZ_SEEDS_resolver)
	@# Every other target in FUZZ_TARGETS, so a target added there is run too.
	$(MAKE) --no-print-directory $(patsubst %,fuzz-run-%,$(filter-out manifest template fontstack resolver,$(FUZZ_TARGETS)))

# One target alone: `make fuzz-run-swiftlexer` (after fuzz-build).
fuzz-run-%:
	@mkdir -p $(FUZZ_DIR)/corpus/$*
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/$*-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-max_len=$(FUZZ_MAX_LEN_$*) -dict=Fuzz/$*.dict -artifact_prefix=$(FUZZ_DIR)/$*- \
		$(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/$* $(FUZZ_SEEDS_$*)

clean:
	rm -rf .build build .build-fuzz
