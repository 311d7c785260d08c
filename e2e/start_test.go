package e2e

// The start of the parser (app/start.go, web/field.js's urlField.adopt):
// go-app mounts onto the page as built, so what the reader already sees
// is not drawn again, and the field keeps its focus and what is typed.

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// startNodes are the prerendered elements the start must keep: the field,
// its layer, the verdict and its line, the diagnostics.
var startNodes = []string{"#playground", "#url-input", "#field-layer", "#verdict", "#verdict .verdict-line", "#diagnostics"}

// markStartNodesJS keeps each prerendered element of startNodes in
// window.__prerendered, and marks it with a property of its own.
const markStartNodesJS = `(sels => {
	window.__prerendered = {};
	for (const s of sels) {
		const el = document.querySelector(s);
		if (el) {
			el.__prerendered = s;
			window.__prerendered[s] = el;
		}
	}
	return Object.keys(window.__prerendered).length;
})(%s)`

// keptStartNodesJS lists, for each of startNodes, what became of its
// prerendered element once the parser has started.
const keptStartNodesJS = `(sels => sels.map(s => {
	const was = window.__prerendered[s], now = document.querySelector(s);
	if (!was) return s + ": not prerendered";
	if (!now) return s + ": gone";
	if (now !== was || now.__prerendered !== s) return s + ": drawn anew";
	if (!was.isConnected) return s + ": detached";
	return s + ": kept";
}))(%s)`

func TestStartKeepsPrerenderedNodes(t *testing.T) {
	const input = "ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a"
	for _, tc := range []struct{ name, path, production string }{
		{"default page", "/", "httpurl"},
		{"shared link", "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(input)), "ftpurl"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newTab(t)
			viewport(t, ctx, 1280, 720) // a projector's window: taller than the page as built
			release := holdWasm(t, ctx)
			if err := open(ctx, tc.path); err != nil {
				t.Fatal(err)
			}
			if err := pollTrue(ctx, `document.querySelector("#url-input").value !== ""`); err != nil {
				t.Fatal(err)
			}
			if tc.path != "/" {
				// On a shared link the reader (web/reader.js) draws the
				// link's verdict and diagnostics first: those are the
				// nodes then on screen, which the start must keep.
				if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read")`); err != nil {
					t.Fatal(err)
				}
			}
			b, _ := json.Marshal(startNodes)
			sels := string(b)
			n, err := chromedp.Run(ctx, chromedp.Evaluate[int](fmt.Sprintf(markStartNodesJS, sels)))
			if err != nil {
				t.Fatal(err)
			}
			if n != len(startNodes) {
				t.Fatalf("the page as built holds %d of %v", n, startNodes)
			}
			if tc.path == "/" {
				// The colours lie on the field's text: the mirror holds
				// that text and nothing else, and is as high as the field.
				same, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
					const l = document.querySelector("#field-layer"), f = document.querySelector("#url-input");
					if (l.textContent !== f.value) return "the field layer holds " + JSON.stringify(l.textContent) + ", the field " + JSON.stringify(f.value);
					const lh = l.getBoundingClientRect().height, fh = f.getBoundingClientRect().height;
					if (Math.abs(lh - fh) > 1) return "the field layer is " + lh + " px high, the field " + fh;
					return "";
				})()`))
				if err != nil {
					t.Fatal(err)
				}
				if same != "" {
					t.Errorf("before the parser starts, %s", same)
				}
			}
			const fieldTop = `document.querySelector("#url-input").getBoundingClientRect().top`
			before, err := chromedp.Run(ctx, chromedp.Evaluate[float64](fieldTop))
			if err != nil {
				t.Fatal(err)
			}
			release()
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			if err := pollTrue(ctx, `document.querySelector("#verdict").dataset.production === `+jsString(tc.production)); err != nil {
				t.Fatalf("the verdict never read the input: %v", err)
			}
			// The field stays where the reader saw it: the page as built
			// is laid out as the app's.
			waitSettled(t, ctx)
			if after := eval[float64](t, ctx, fieldTop); math.Abs(after-before) > 2 {
				t.Errorf("the field moved from y=%.0f to y=%.0f when the parser started", before, after)
			}
			kept, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](fmt.Sprintf(keptStartNodesJS, sels)))
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range kept {
				if !strings.HasSuffix(k, ": kept") {
					t.Errorf("after the parser started, %s", k)
				}
			}
			// The page as built is the page: one playground, one field.
			counts, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`[document.querySelectorAll("#playground").length, document.querySelectorAll("#url-input").length, document.querySelectorAll("#verdict").length]`))
			if err != nil {
				t.Fatal(err)
			}
			if counts[0] != 1 || counts[1] != 1 || counts[2] != 1 {
				t.Errorf("after the start: %d #playground, %d #url-input, %d #verdict; want one each", counts[0], counts[1], counts[2])
			}
		})
	}
}

// TestStartKeysInOrder types into the field before app.wasm arrives and
// then on, one key at a time, while the parser starts: every key must be
// in the field in its order, and the parser must read them all. The CPU is
// slowed four times, as on a school phone: the start then breaks its
// tasks (app/start.go's mountBreak), and keys come between them.
func TestStartKeysInOrder(t *testing.T) {
	ctx := newTab(t)
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		t.Fatal(err)
	}
	release := holdWasm(t, ctx)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.querySelector("#url-input").value !== ""`); err != nil {
		t.Fatal(err)
	}
	const before, during = "ftp://h.example/", "abcdefghijklmnopqrstuvwxyz0123456789/abcdefghijklmnopqrstuvwxyz"
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.select(); })(document.querySelector("#url-input"))`),
		chromedp.KeyEvent(before),
	); err != nil {
		t.Fatal(err)
	}
	release()
	// One key at a time from the moment app.wasm is let through: the
	// first keys come while it loads and starts, the last after.
	readyAt := -1
	for i, r := range during {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(string(r))); err != nil {
			t.Fatal(err)
		}
		if readyAt < 0 {
			ready, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#playground[data-ready="true"]')`))
			if err != nil {
				t.Fatal(err)
			}
			if ready {
				readyAt = i
			}
		}
	}
	t.Logf("the parser was ready after %d of %d keys typed once app.wasm was let through", readyAt, len(during))
	if readyAt == 0 {
		t.Log("every key came after the start: this run did not type during it")
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	want := before + during
	if err := pollTrue(ctx, `document.querySelector("#verdict").dataset.production === "ftpurl" && document.querySelector("#url-input").value === `+jsString(want)); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#url-input").value`))
		t.Fatalf("the field holds %q, want every key in order, %q (%v)", got, want, err)
	}
	// The start went on in tasks of its own between components, and the
	// keys came between them.
	if breaks, err := chromedp.Run(ctx, chromedp.Evaluate[int](`performance.getEntriesByName("start: break").length`)); err != nil || breaks == 0 {
		t.Errorf("the start never ended its task between components (%d breaks, %v)", breaks, err)
	}
	// The parser read them all: the verdict counts the input's bytes, and
	// the highlight shows its last part.
	if err := pollTrue(ctx, `document.querySelector("#verdict .verdict-counts").textContent.startsWith("`+strconv.Itoa(len(want))+` bytes")`); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#verdict .verdict-counts").textContent`))
		t.Fatalf("the verdict says %q, want the %d bytes typed read (%v)", got, len(want), err)
	}
}

// registrationSeenJS records, at each call of the service worker's
// registration, what the page's data-ready said then and when it came,
// and when the page last said data-ready="true".
const registrationSeenJS = `(() => {
	if (!("serviceWorker" in navigator)) return;
	window.__registered = [];
	window.__readyAt = -1;
	new MutationObserver(() => {
		if (document.querySelector('[data-ready="true"]') && !document.querySelector('[data-ready="false"]')) {
			window.__readyAt = performance.now();
		}
	}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
	const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
	navigator.serviceWorker.register = (...args) => {
		const el = document.querySelector("[data-ready]");
		window.__registered.push({ ready: el ? el.dataset.ready : "no data-ready", at: performance.now() });
		return register(...args);
	};
})()`

// The service worker is registered once the page's start is done: its
// install downloads and caches about 850 KB, which beside the start took
// a share of a phone's cores from it. It must still be registered, once,
// as the start ends (not by the fallback 20 s later), so that the page
// works offline.
func TestServiceWorkerAfterStart(t *testing.T) {
	const input = "ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a"
	for _, tc := range []struct{ name, path string }{
		{"default page", "/"},
		{"shared link", "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(input))},
		{"the RFC's text", "/rfc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab := newTab(t)
			ctx, cancel := context.WithTimeout(tab, 30*time.Second)
			defer cancel()
			if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: registrationSeenJS}); err != nil {
				t.Fatal(err)
			}
			if err := open(ctx, tc.path); err != nil {
				t.Fatal(err)
			}
			waitServiceWorker(t, ctx)
			type call struct {
				Ready string  `json:"ready"`
				At    float64 `json:"at"`
			}
			seen, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
				Registered []call  `json:"registered"`
				ReadyAt    float64 `json:"readyAt"`
			}](`({ registered: window.__registered, readyAt: window.__readyAt })`))
			if err != nil {
				t.Fatal(err)
			}
			if len(seen.Registered) != 1 || seen.Registered[0].Ready != "true" {
				t.Fatalf("the service worker was registered %d times, data-ready saying %+v; want once, with the page ready (\"true\")", len(seen.Registered), seen.Registered)
			}
			// A turn after the page says it is ready; 5 s is far from
			// both that and the 20 s fallback.
			if d := seen.Registered[0].At - seen.ReadyAt; seen.ReadyAt < 0 || d < 0 || d > 5000 {
				t.Errorf("the service worker was registered at %.0f ms, the page ready at %.0f: want it registered as the start ends, not by the fallback", seen.Registered[0].At, seen.ReadyAt)
			}
		})
	}
}

// app.wasm comes without a data section: its data is a custom section,
// "rfc1738.data", which the page copies into memory a slice a turn before
// Go runs (internal/wasmpack -detach; app.js's rfc1738Fill), as
// instantiating it would copy the 6.4 MB in one long task. The copy starts
// at or above 12 KiB: below it, from 4 KiB, wasm_exec.js writes the
// program's arguments and environment as the run begins, after the copy.
// The reader, which runs in a worker, keeps its data section. The copy
// itself is TestFillCopiesInSlices's; the page's start without a worker
// (the loader's fallback, which reads the section on the page) is
// TestBeforeWasmLinkShowsInput's.
func TestAppWasmDataApart(t *testing.T) {
	type wasmSection struct {
		id   byte
		name string
		body []byte
	}
	read := func(name string) []wasmSection {
		b, err := os.ReadFile(filepath.Join(siteDir, "web", name))
		if err != nil {
			t.Fatal(err)
		}
		if len(b) < 8 || string(b[:4]) != "\x00asm" {
			t.Fatalf("%s: not a WebAssembly module", name)
		}
		var out []wasmSection
		for rest := b[8:]; len(rest) > 0; {
			size, n := binary.Uvarint(rest[1:])
			if n <= 0 || uint64(len(rest)-1-n) < size {
				t.Fatalf("%s: a section runs past the end", name)
			}
			s := wasmSection{id: rest[0], body: rest[1+n : 1+n+int(size)]}
			if s.id == 0 {
				l, k := binary.Uvarint(s.body)
				s.name, s.body = string(s.body[k:k+int(l)]), s.body[k+int(l):]
			}
			out = append(out, s)
			rest = rest[1+n+int(size):]
		}
		return out
	}
	const dataSection = 11
	var image []byte
	for _, s := range read("app.wasm") {
		if s.id == dataSection {
			t.Error("app.wasm has a data section: instantiating it copies the data in one task")
		}
		if s.id == 0 && s.name == "rfc1738.data" {
			image = s.body
		}
	}
	if len(image) < 4 {
		t.Fatal("app.wasm has no rfc1738.data section")
	}
	if at := binary.LittleEndian.Uint32(image); at < 12288 {
		t.Errorf("app.wasm's data starts at %d, below 12288, where wasm_exec.js writes the arguments after the copy", at)
	}
	if n := len(image) - 4; n < 1<<20 {
		t.Errorf("app.wasm's data is %d bytes: not the program's", n)
	}
	hasData := false
	for _, s := range read("reader.wasm") {
		hasData = hasData || s.id == dataSection
	}
	if !hasData {
		t.Error("reader.wasm has no data section: its worker instantiates it as Go writes it")
	}
}

// rfc1738Fill (app.js, as app/appjs.go patches it) copies an image of an
// odd size, to an address that is no slice's multiple, byte for byte,
// leaves the memory around it untouched, takes a turn between slices of
// 256 KiB, and rejects an image that does not fit the memory rather than
// copy part of it.
func TestFillCopiesInSlices(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		Same, Before, After bool
		Turns               int
		TooBig              string
	}](`(async () => {
	const mem = new WebAssembly.Memory({ initial: 14 });
	const n = 3 * (1 << 18) + 5, at = 70001;
	const image = new ArrayBuffer(4 + n);
	new DataView(image).setUint32(0, at, true);
	const bytes = new Uint8Array(image, 4);
	for (let i = 0; i < n; i++) bytes[i] = ((i * 7 + 3) & 255) || 1;
	const want = bytes.slice();
	let turns = 0;
	const given = window.rfc1738Yield;
	window.rfc1738Yield = (f) => { turns++; given(f); };
	try {
		await rfc1738Fill({ exports: { mem } }, image);
	} finally {
		window.rfc1738Yield = given;
	}
	const m = new Uint8Array(mem.buffer);
	let same = true;
	for (let i = 0; i < n; i++) if (m[at + i] !== want[i]) { same = false; break; }
	const big = new ArrayBuffer(8);
	new DataView(big).setUint32(0, 14 * 65536 - 2, true);
	let tooBig = "copied";
	try { await rfc1738Fill({ exports: { mem } }, big); } catch (e) { tooBig = e.message; }
	return { same, before: m.slice(0, at).some((c) => c !== 0), after: m.slice(at + n).some((c) => c !== 0), turns, tooBig };
})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if !got.Same || got.Before || got.After {
		t.Errorf("the image copied byte for byte: %v; memory written before it: %v, after it: %v", got.Same, got.Before, got.After)
	}
	if got.Turns != 3 {
		t.Errorf("%d turns between slices, want 3 (four slices of at most 256 KiB)", got.Turns)
	}
	if !strings.Contains(got.TooBig, "does not fit") {
		t.Errorf("an image past the memory's end: %q, want a rejection that says it does not fit", got.TooBig)
	}
}
