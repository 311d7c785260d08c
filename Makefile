# RFC 1738 URL Playground. `make serve` and `make test` are all the setup a
# fresh machine needs (Go at /usr/local/go; `make test` installs Debian's
# chromium for the browser tests when it is missing).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build
export PATH := $(PATH):/usr/local/go/bin

GO       ?= go
ADDR     ?= 127.0.0.1:8080
PREFIX   ?=
FUZZTIME ?= 30s
SITE     := build/site
BENCHSITE := build/bench-site
REPRO    := build/repro
CHROMIUM := /usr/bin/chromium
# axe-core, the accessibility engine the browser tests inject (e2e/axe_test.go):
# from the npm registry, pinned, checked against the registry's integrity
# (`npm view axe-core@$(AXE_VERSION) dist.integrity`), kept in build/, never
# in the site.
AXE_VERSION   := 4.14.1
AXE_INTEGRITY := sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==
AXE           := build/axe-core-$(AXE_VERSION)/axe.min.js
E2E_ENV  := E2E_SITE=$(abspath $(SITE)) E2E_CHROMIUM=$(CHROMIUM) E2E_AXE=$(abspath $(AXE))
# app.wasm is built without inlining (-l) except in the parser: Go's wasm
# code for an inlined call is larger and less alike than the call, and the
# site serves it brotli-compressed, so the binary a class downloads is about
# 170 KB smaller (brotli) for a slightly larger raw file; the parser and its
# automaton (parser/internal/bnf), whose loops run on every keystroke, keep
# the compiler's inlining.
WASM_GCFLAGS := -gcflags=all=-l -gcflags=github.com/urlplayground/rfc1738-playground/parser/...=
# WASM_BUILD builds app.wasm and the reader into $(1)/web; $(2) adds build
# flags (-tags bench). Then both modules' data is rewritten as some
# seventy segments (the reader's some three hundred) rather than Go's tens
# of thousands (internal/wasmpack):
# the same memory, 6-8% smaller brotli; app.wasm's is then moved into a
# custom section that the page copies into memory a slice at a time
# (-detach), rather than in one long step as the module is instantiated.
WASM_BUILD = GOOS=js GOARCH=wasm $(GO) build $(2) -trimpath -ldflags="-s -w" $(WASM_GCFLAGS) -o $(1)/web/app.wasm ./app && \
	$(call READER_BUILD,$(1)) && \
	$(GO) run ./internal/wasmpack $(1)/web/reader.wasm && \
	$(GO) run ./internal/wasmpack -detach $(1)/web/app.wasm
# READER_BUILD builds the reader (cmd/reader: a shared link's first
# reading, in a Web Worker while app.wasm arrives) into $(1)/web. Without
# inlining anywhere: it parses one text, and the parser's inlining costs
# it about 12 KB brotli (docs/PERFORMANCE.md).
READER_BUILD = GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -gcflags=all=-l -o $(1)/web/reader.wasm ./cmd/reader
# LANG_BUILD writes the language catalogs (i18n/*.json, and the
# pseudo-language en-XA made from English) into $(1)/web/lang, before the
# site generator precompresses the site: the page fetches the one a reader
# chooses, and app.wasm holds none of them.
LANG_BUILD = $(GO) run ./internal/langfiles -out $(1)/web/lang

.PHONY: build site bench-site axe serve test fmt tidy vet nounsafe stdlib layers actionlint unit race lists wasmbudget repro chromium e2e bench fuzz clean

## build: the static site into build/site/ (wasm, pages, precompressed assets)
build: site

## site: the same; PREFIX=/name for a host that serves the site under /name;
## the language catalogs at web/lang/<tag>.json
site:
	rm -rf $(SITE)
	mkdir -p $(SITE)/web
	$(call WASM_BUILD,$(SITE))
	$(call LANG_BUILD,$(SITE))
	$(GO) run ./app -out $(SITE) -prefix "$(PREFIX)"
	@echo "site: $(SITE) (app.wasm $$(stat -c %s $(SITE)/web/app.wasm) bytes, .br $$(stat -c %s $(SITE)/web/app.wasm.br), .gz $$(stat -c %s $(SITE)/web/app.wasm.gz); reader.wasm $$(stat -c %s $(SITE)/web/reader.wasm) bytes, .br $$(stat -c %s $(SITE)/web/reader.wasm.br))"

## bench-site: the site with the keystroke timings e2e/bench_test.go reads
## (app/bench.go, -tags bench) into build/bench-site/; the site readers get
## has none of them
bench-site:
	rm -rf $(BENCHSITE)
	mkdir -p $(BENCHSITE)/web
	$(call WASM_BUILD,$(BENCHSITE),-tags bench)
	$(call LANG_BUILD,$(BENCHSITE))
	$(GO) run ./app -out $(BENCHSITE) -prefix "$(PREFIX)"

## axe: axe-core from the npm registry into build/ (see AXE_VERSION)
axe: $(AXE)

$(AXE):
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	curl -fsSL --retry 3 -o "$$tmp/axe.tgz" "https://registry.npmjs.org/axe-core/-/axe-core-$(AXE_VERSION).tgz"; \
	got="sha512-$$(openssl dgst -sha512 -binary "$$tmp/axe.tgz" | base64 -w0)"; \
	if [ "$$got" != "$(AXE_INTEGRITY)" ]; then \
		echo "axe: axe-core-$(AXE_VERSION).tgz is $$got, want $(AXE_INTEGRITY)"; exit 1; fi; \
	tar -xzf "$$tmp/axe.tgz" -C "$$tmp" package/axe.min.js; \
	mkdir -p $(@D); mv "$$tmp/package/axe.min.js" $@
	@echo "axe: $@ (axe-core $(AXE_VERSION), integrity checked)"

## serve: build, then serve build/site on http://$(ADDR)/ (ADDR= to change)
serve: site
	$(GO) build -o build/bin/static ./static
	build/bin/static -dir $(SITE) -addr $(ADDR)

## test: every check CI runs. Two at a time (the machine CI runs on has
## two cores): the browser tests, which keep one core busy for most of
## the run, beside the Go checks; each step prints its seconds as it ends,
## and the whole its own.
TESTSTEPS := fmt tidy site chromium axe e2e vet nounsafe stdlib layers actionlint unit race lists wasmbudget repro
test:
	@start=$$(date +%s); \
	$(MAKE) --no-print-directory -j2 --output-sync=target $(addprefix step-,$(TESTSTEPS)); \
	echo "make test: all checks passed in $$(( $$(date +%s) - start )) s"

# step-NAME runs make NAME and says how long it took. The order the steps
# need: go.mod is tidy before anything compiles; the browser tests, the
# budget and the second build need the site, the browser tests Chromium and
# axe-core too. The site, Chromium and the browser tests come first in
# TESTSTEPS, so that make starts them as soon as it can: they are the
# longest path. (No step-% is .PHONY: make looks up no pattern rule for a
# phony target.)
step-%:
	@s=$$(date +%s); $(MAKE) --no-print-directory $*; echo "make test: $* done in $$(( $$(date +%s) - s )) s"
step-tidy: step-fmt
$(addprefix step-,vet nounsafe stdlib layers actionlint unit race lists site): step-tidy
step-e2e: step-site step-chromium step-axe
step-wasmbudget step-repro: step-site

fmt:
	@out=$$(gofmt -l $$(find . -name '*.go' -not -path './build/*' -not -path './.git/*')); \
	if [ -n "$$out" ]; then echo "gofmt: these files are not formatted (run gofmt -w):"; echo "$$out"; exit 1; fi
	@echo "gofmt: ok"

## tidy: go.mod and go.sum are as `go mod tidy` leaves them
tidy:
	@if ! $(GO) mod tidy -diff; then echo "tidy: go.mod or go.sum differ from what go mod tidy writes (run go mod tidy)"; exit 1; fi
	@echo "tidy: ok"

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./app ./parser/... ./cmd/reader ./internal/readview
	GOOS=js GOARCH=wasm $(GO) vet -tags bench ./app

## nounsafe: the parser does not import unsafe (the word alone is section
## 2.2's: "unsafe" characters, CodeUnsafe)
nounsafe:
	@if $(GO) list -f '{{join .Imports " "}}' ./parser/... ./cmd/... | grep -qw unsafe || \
		grep -rnE '"unsafe"|unsafe\.(Pointer|Slice|String|Add|Sizeof|Offsetof|Alignof|SliceData|StringData)' parser cmd --include='*.go' | grep -v _test; then \
		echo "nounsafe: the parser uses package unsafe"; exit 1; fi
	@echo "nounsafe: ok"

## stdlib: the parser and its command use the standard library only
stdlib:
	@out=$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./parser ./cmd/rfc1738 | grep -v '^github.com/urlplayground/rfc1738-playground/' || true); \
	if [ -n "$$out" ]; then echo "stdlib: the parser depends on packages outside the standard library:"; echo "$$out"; exit 1; fi
	@echo "stdlib: ok"

## layers: parser imports nothing of the project but its own internal
## packages (the automaton, parser/internal/bnf), and no package imports
## one above it: nothing imports a command (cmd/, app, static, bench/), and
## only what serves the built site imports the server's handler
## (static/fileserver): the server, the browser tests and their harness
## (e2e, e2e/browser), the browser benchmarks (bench/); test files count;
## the page's state (workspace) imports neither go-app nor syscall/js; and
## the reader, whose bytes a shared link's first reading waits for, brings
## none of the packages it has been rid of: fmt and reflect (parser/format.go),
## encoding/json (parser/json.go), regexp and os (parser/rfc.go), embed, io/fs,
## time, internal/godebug and internal/bisect (parser/internal/gentext)
layers:
	@m=github.com/urlplayground/rfc1738-playground; fail=0; \
	deps=$$(GOOS=js GOARCH=wasm $(GO) list -deps ./cmd/reader); \
	out=$$(grep -xE 'fmt|reflect|encoding/json|regexp|os|embed|io/fs|time|internal/godebug|internal/bisect' <<<"$$deps" | paste -sd ' ' || true); \
	if [ -n "$$out" ]; then echo "layers: the reader (cmd/reader) depends on $$out"; fail=1; fi; \
	if $(GO) list -deps ./parser | grep "^$$m/" | grep -v "^$$m/parser/internal/" | grep -qvx "$$m/parser"; then \
		echo "layers: parser imports a package of the project"; fail=1; fi; \
	if GOOS=js GOARCH=wasm $(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}} {{join .Imports " "}}{{end}}' ./workspace | grep -qE '(^| )(syscall/js|github.com/maxence-charriere/go-app/)'; then \
		echo "layers: workspace imports the browser (go-app or syscall/js): its rules are tested natively"; fail=1; fi; \
	while read -r p imports; do \
		p=$${p#$$m/}; \
		for i in $$imports; do \
			case "$$i" in $$m/*) i=$${i#$$m/};; *) continue;; esac; \
			case "$$i" in \
			cmd/*|app|bench/*|static) echo "layers: $$p imports the command $$i"; fail=1;; \
			static/*) case "$$p" in static|static/*|e2e|e2e/*|bench/*) ;; *) echo "layers: $$p imports the server's $$i"; fail=1;; esac;; \
			esac; \
		done; \
	done < <($(GO) list -f '{{.ImportPath}} {{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./...); \
	if [ $$fail != 0 ]; then exit 1; fi
	@echo "layers: ok"

## actionlint: the GitHub Actions workflows (.github/workflows) pass
## actionlint, a go.mod tool
actionlint:
	$(GO) tool actionlint
	@echo "actionlint: ok"

## unit: go test ./... except the browser tests (which need the built site)
unit:
	$(GO) test $$($(GO) list ./... | grep -v '/e2e$$')

## race: the parser, its command and the server, which other code may call
## from many goroutines at once, again under the race detector
race:
	$(GO) test -race ./parser/... ./cmd/rfc1738 ./static

## lists: the URL lists in lists/ (the RFC's examples, the gallery's
## mistakes) hold: every expected verdict is the parser's
lists:
	$(GO) run ./cmd/rfc1738 -check lists/*.txt

## wasmbudget: app.wasm as the site serves it (brotli) is at most
## WASMBUDGET bytes: a class on a slow link waits for every byte, so what a
## new view costs is paid for elsewhere (bench/wasmsize says where the
## size goes). 1,916,000 since the parser fills its sentences and writes its
## JSON without fmt and encoding/json, which the reader no longer carries
## (55 KB less of it on a shared link) and app.wasm still does (go-app's):
## +9 KB of app.wasm, not yet paid for elsewhere. The figure moves by more
## than a change adds: one comment line added to one file of app/ took it
## from 1,906,645 bytes to 1,919,536 (the raw file the same size: the
## lines after it moved in Go's line table), so a change is measured
## with make site, not estimated
WASMBUDGET ?= 1916000
wasmbudget:
	@test -f $(SITE)/web/app.wasm.br || { echo "wasmbudget: no $(SITE)/web/app.wasm.br; run make site first"; exit 1; }
	$(GO) run ./bench/wasmsize -max $(WASMBUDGET) $(SITE)/web/app.wasm

## repro: a second build from the same source gives the same bytes
repro:
	rm -rf $(REPRO)
	mkdir -p $(REPRO)/web
	$(call WASM_BUILD,$(REPRO))
	$(call LANG_BUILD,$(REPRO))
	$(GO) run ./app -out $(REPRO) -prefix "$(PREFIX)"
	@if ! diff -r $(SITE) $(REPRO) >/dev/null; then \
		echo "repro: two builds of the same source differ:"; diff -rq $(SITE) $(REPRO) || true; exit 1; fi
	@echo "repro: two builds are byte for byte identical ($$(find $(SITE) -type f | wc -l) files)"
	rm -rf $(REPRO)

## chromium: install Debian's chromium for the browser tests, if missing
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "chromium: installing Debian's chromium package (apt-get)"; \
		if [ "$$(id -u)" != 0 ]; then echo "chromium: not root; run: sudo apt-get install -y chromium"; exit 1; fi; \
		export DEBIAN_FRONTEND=noninteractive; \
		log=$$(mktemp); \
		if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium; } </dev/null >"$$log" 2>&1; then \
			tail -n 30 "$$log"; rm -f "$$log"; echo "chromium: apt-get failed"; exit 1; fi; \
		rm -f "$$log"; \
		if [ ! -x $(CHROMIUM) ]; then echo "chromium: apt-get installed chromium but there is no $(CHROMIUM)"; exit 1; fi; \
		echo "chromium: installed"; \
	fi
	@echo "chromium: $$($(CHROMIUM) --version 2>/dev/null | head -n 1)"

## e2e: the browser tests, headless Chromium against the built site. The
## suite takes about 6 minutes on a quiet two-core machine; the time limit
## is a safety net for a hung browser, with room for a slower or busier one.
## The tests are dealt out to E2E_SHARDS processes run side by side, each
## with its own server and browser (a test opens its own tab and browser
## context in any case): most of a browser test is a wait on one browser
## thread, so two of them keep a two-core machine busy where one left a core
## idle. E2E_SHARDS=1 runs them in one process, as go test ./e2e does.
E2E_SHARDS ?= 2
e2e: chromium axe
	@test -f $(SITE)/index.html || { echo "e2e: no site in $(SITE); run make build first"; exit 1; }
	$(GO) test -c -o build/e2e.test ./e2e
	@names=$$(cd e2e && ../build/e2e.test -test.list '.*' | grep -E '^(Test|Example|Fuzz)' | sort); \
	if [ -z "$$names" ]; then echo "e2e: no tests listed"; exit 1; fi; \
	start=$$(date +%s); \
	for k in $$(seq 0 $$(( $(E2E_SHARDS) - 1 ))); do \
		run=$$(echo "$$names" | awk -v n=$(E2E_SHARDS) -v k=$$k 'NR % n == k' | paste -sd'|'); \
		( cd e2e && if $(E2E_ENV) ../build/e2e.test -test.count=1 -test.timeout 45m -test.run "^($$run)$$" >../build/e2e-$$k.log 2>&1; then echo 0; else echo 1; fi >../build/e2e-$$k.rc ) & \
	done; \
	wait; fail=0; \
	for k in $$(seq 0 $$(( $(E2E_SHARDS) - 1 ))); do \
		echo "e2e: shard $$((k + 1)) of $(E2E_SHARDS):"; cat build/e2e-$$k.log; \
		[ "$$(cat build/e2e-$$k.rc)" = 0 ] || fail=1; \
	done; \
	if [ $$fail != 0 ]; then echo "e2e: FAIL"; exit 1; fi; \
	echo "e2e: ok, $$(echo "$$names" | wc -l) tests in $(E2E_SHARDS) processes, $$(( $$(date +%s) - start )) s"

## bench: parser benchmarks, then benchstat's tables (net/url as the base
## column: medians, confidence intervals, significant deltas) and
## benchratio's per-corpus ratios to net/url, which benchstat does not print
## (it shows "~" for a row without 4-6 runs, and a ratio only as the
## geomean's delta), from BUDGETCOUNT runs of BenchmarkParse, checking the
## parser's speed budgets on their medians (make bench stops when one is
## over); then cpubench's ratios (CPU time, the three ways interleaved round
## by round in one process, which a shared machine's load moves less than
## wall-clock time); then the browser benchmarks (the keystroke table
## KEYRUNS times in a row), where a keystroke's time
## goes in the browser (bench/keyprofile), the first load (bench/firstload:
## LCP, longest task, total blocking time at 4x CPU and 1.6 Mb/s beside the
## minimal go-app page), what fetching a program costs the page's thread
## against a worker's (bench/fetchcost), app.wasm's size (raw, gzip, brotli), and
## Lighthouse's mobile audit of the floor, the default page and a shared
## link in rounds (bench/lighthouse, which installs Lighthouse with npm
## once, as the page's figures are published with it). The tools
## are the commands in bench/. The browser benchmark reads the keystroke
## timings of a benchmark build (bench-site); the first load, the profile and
## the size are the site's. BENCHCOUNT=6 for
## benchstat's intervals; the raw output is kept in build/bench.txt.
BENCHCOUNT ?= 1
# BUDGETCOUNT: benchratio judges the parser's budgets (Parse within 2x
# net/url, with Trace within 4x) on the median of this many runs of
# BenchmarkParse: one run on a shared two-core machine moves by a quarter,
# enough to cross a budget either way.
BUDGETCOUNT ?= 5
FIRSTLOADRUNS ?= 3
# KEYRUNS: the keystroke table (BenchmarkInteraction: p95 at 40 B, 2 KiB,
# 16 KiB and 64 KiB beside the minimal go-app page) is measured this many
# times in a row. Each run already pools three rounds per cell, the pages
# taken in turn (e2e/bench_test.go), about 18 minutes.
KEYRUNS ?= 1
# benchkeys names the positional sub-benchmarks (Parse/<corpus>/<impl>,
# Long/<shape>/<size>) as key=value, which benchstat's -row and -col need.
BENCHKEYS := s\#^(Benchmark(Parse|ParseParallel))/([^/[:space:]=]+)/([^/[:space:]]+)-([0-9]+)([[:space:]])\#\1/corpus=\3/impl=\4-\5\6\#; s\#^(BenchmarkLong)/([^/[:space:]=]+)/([^/[:space:]]+)-([0-9]+)([[:space:]])\#\1/shape=\2/size=\3-\4\5\#
bench: site bench-site chromium
	mkdir -p build
	$(GO) build -o build/bin/benchratio ./bench/benchratio
	$(GO) test ./parser -run '^$$' -bench . -count $(BENCHCOUNT) | tee build/bench.txt
	sed -E '$(BENCHKEYS)' build/bench.txt > build/bench-keyed.txt
	$(GO) tool benchstat -filter '.name:(Parse OR ParseParallel)' -row .name,/corpus -col '/impl@(net-url rfc1738 rfc1738-trace rfc1738-read)' build/bench-keyed.txt
	$(GO) tool benchstat -filter '.name:Long' -row /shape -col /size build/bench-keyed.txt
	$(GO) test ./parser -run '^$$' -bench '^BenchmarkParse$$' -count $(BUDGETCOUNT) | build/bin/benchratio
	$(GO) build -o build/bin/cpubench ./bench/cpubench
	GOMAXPROCS=1 build/bin/cpubench -rounds 9 parser/testdata/bench/*.txt
	$(E2E_ENV) E2E_SITE=$(abspath $(BENCHSITE)) $(GO) test ./e2e -run '^$$' -bench . -skip Interaction -timeout 20m
	$(E2E_ENV) E2E_SITE=$(abspath $(BENCHSITE)) $(GO) test ./e2e -run '^$$' -bench Interaction -count $(KEYRUNS) -timeout 60m
	$(GO) run ./bench/keyprofile -site $(SITE) -chromium $(CHROMIUM)
	$(GO) run ./bench/wasmsize $(SITE)/web/app.wasm
	$(GO) run ./bench/firstload -site $(SITE) -chromium $(CHROMIUM) -runs $(FIRSTLOADRUNS)
	$(GO) run ./bench/fetchcost -site $(SITE) -chromium $(CHROMIUM) -cpu 4
	$(GO) run ./bench/lighthouse -site $(SITE) -chromium $(CHROMIUM) -rounds $(FIRSTLOADRUNS)

## fuzz: each Fuzz target in ./parser for FUZZTIME (default 30s) each
fuzz:
	@targets=$$($(GO) test -list '^Fuzz' ./parser | grep '^Fuzz' || true); \
	if [ -z "$$targets" ]; then echo "fuzz: no Fuzz targets in ./parser"; exit 1; fi; \
	for t in $$targets; do \
		echo "fuzz: $$t for $(FUZZTIME)"; \
		$(GO) test ./parser -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME); \
	done

clean:
	rm -rf build
