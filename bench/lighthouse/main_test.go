package main

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
)

// report.json as Lighthouse 12 writes it, cut to what parse reads.
func lhr(lcpSelector string, readerBytes int) string {
	return lhrAskedBy(lcpSelector, readerBytes, "page")
}

func lhrAskedBy(lcpSelector string, readerBytes int, target string) string {
	return `{"categories":{"performance":{"score":0.63,"auditRefs":[
 {"id":"first-contentful-paint","weight":10},{"id":"largest-contentful-paint","weight":25},
 {"id":"total-blocking-time","weight":30},{"id":"cumulative-layout-shift","weight":25},
 {"id":"speed-index","weight":10},{"id":"interaction-to-next-paint","weight":0},
 {"id":"metrics","weight":0},{"id":"user-timings","weight":0}]}},"audits":{
"interaction-to-next-paint":{"score":0},
"total-blocking-time":{"score":0.32,"numericValue":925.4},
"first-contentful-paint":{"score":0.98,"numericValue":1276},
"largest-contentful-paint":{"score":0.43,"numericValue":4249},
"speed-index":{"score":0.85,"numericValue":3896},
"cumulative-layout-shift":{"score":1,"numericValue":0},
"metrics":{"details":{"items":[{"observedFirstPaint":1225,"observedLoad":301,"observedFirstContentfulPaint":1225}]}},
"user-timings":{"details":{"items":[{"name":"start: mounted"},{"name":"start: initialised"},{"name":"start: done"}]}},
"largest-contentful-paint-element":{"details":{"items":[{"items":[{"node":{"selector":"` + lcpSelector + `"}}]}]}},
"network-requests":{"details":{"items":[
 {"url":"http://127.0.0.1:1/","transferSize":4335,"sessionTargetType":"page"},
 {"url":"http://127.0.0.1:1/web/reader.wasm","transferSize":` + strconv.Itoa(readerBytes) + `,"sessionTargetType":"` + target + `"},
 {"url":"http://127.0.0.1:1/web/app.wasm","transferSize":1905667,"sessionTargetType":"worker"}]}}}}`
}

func TestParse(t *testing.T) {
	r, err := parse([]byte(lhr("div#diagnostics > ol.diag-list > li.diag > blockquote.diag-quote", 589675)))
	if err != nil {
		t.Fatal(err)
	}
	// With no blocking time: (0.98×10 + 0.43×25 + 1×30 + 1×25 + 0.85×10) / 100.
	want := report{Score: 63, TBT: 925.4, FCP: 1276, LCP: 4249, SI: 3896, LCPElement: "div#diagnostics > ol.diag-list > li.diag > blockquote.diag-quote", ReaderBytes: 589675, ReaderAskedBy: "page", StartTraced: true, ObservedFirstPaint: 1225, ObservedLoad: 301, Unblocked: 84.05}
	got := r
	got.Unblocked = math.Round(r.Unblocked*100) / 100
	if got != want {
		t.Errorf("parse = %+v, want %+v", got, want)
	}
	// The weights are the category's, not a hundred: the same scores
	// under weights twice as large give the same mean.
	r2, err := parse([]byte(strings.NewReplacer(`"weight":10`, `"weight":20`, `"weight":25`, `"weight":50`, `"weight":30`, `"weight":60`).Replace(lhr("span.diag-message", 0))))
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(r2.Unblocked-84.05) > 1e-9 {
		t.Errorf("weights of 200 in all: %v with no blocking time, want 84.05", r2.Unblocked)
	}
	// Out of reach: the floor's score at least the page's with no
	// blocking time, both as Lighthouse shows them.
	for _, c := range []struct {
		unblocked, floor float64
		out              bool
	}{
		{84.05, 84, true}, {84.05, 83, false}, {86.75, 87, true}, {86.5, 86, false},
		{57.2, 0.57 * 100, true}, // 56.99999999999999: Lighthouse's 57
		{0, 89, false},           // unknown: not judged
	} {
		if got := (report{Unblocked: c.unblocked}).outOfReach(c.floor); got != c.out {
			t.Errorf("%v with no blocking time against a floor of %v: out of reach %v, want %v", c.unblocked, c.floor, got, c.out)
		}
	}
	// A weighted audit without a score (Lighthouse's error in one metric)
	// leaves the score with no blocking time unknown, 0, not a mean of
	// the rest.
	r0, err := parse([]byte(strings.Replace(lhr("span.diag-message", 0), `"score":0.85,`, ``, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if r0.Unblocked != 0 {
		t.Errorf("a report without the speed index's score: %v with no blocking time, want 0", r0.Unblocked)
	}
	if why := r.notTheLinks(589025); why != "" {
		t.Errorf("a link's run that waited for the whole reader and drew its reading is not counted: %s", why)
	}
	if !r.heldFirstFrame() {
		t.Error("a first paint 924 ms after the load is not taken as a held first frame")
	}
	for _, c := range []struct {
		paint, load float64
		held        bool
	}{
		{464, 299, false}, {119, 211, false}, {2262, 299, true},
		{800, 300, false}, {801, 300, true}, // half a second after the load divides them
		{1225, 900, false}, // a late load: the page's own wait
		{1225, 0, false},   // no load recorded: nothing to judge by
	} {
		if got := (report{ObservedFirstPaint: c.paint, ObservedLoad: c.load}).heldFirstFrame(); got != c.held {
			t.Errorf("first paint at %.0f ms, load at %.0f: held %v, want %v", c.paint, c.load, got, c.held)
		}
	}
	// A report without the metrics audit parses, and its run is not held.
	r, err = parse([]byte(strings.Replace(lhr("span.diag-message", 0), `"metrics":{"details"`, `"other":{"details"`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if r.ObservedFirstPaint != 0 || r.heldFirstFrame() {
		t.Errorf("a report without metrics: first paint %v, held %v", r.ObservedFirstPaint, r.heldFirstFrame())
	}
	// A run whose trace ended before the page's start has none of its
	// marks.
	r, err = parse([]byte(strings.Replace(lhr("span.diag-message", 0), `"start: initialised"`, `"field: adopted"`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if r.StartTraced {
		t.Error("a trace without the mark start: initialised is taken to hold the start")
	}
}

// The runs that measured no link: a reader's download stopped (as the
// page stops it for a fragment it cannot read) or cut short in
// Lighthouse's record, and a largest paint outside the reading (go-app's
// loading line, the masthead); and a deep diagnostic, which Lighthouse
// names without #diagnostics, that is the reading.
func TestNotTheLinks(t *testing.T) {
	for _, c := range []struct {
		selector string
		bytes    int
		want     []string // what the reason says; none: counted
	}{
		{"div#diagnostics > ol.diag-list > li.diag > span.diag-message", 650, []string{"650 bytes of 589025"}},
		{"div#verdict > p.verdict-line", 480906, []string{"480906 bytes of 589025"}},
		{"aside#app-wasm-loader > p#app-wasm-loader-label", 589675, []string{"not the link's reading"}},
		{"div.masthead-title > p.tagline", 0, []string{"not the link's reading", "0 bytes of 589025"}},
		{"div.diag-rest > ol.diag-list > li.diag > blockquote.diag-quote", 589675, nil},
	} {
		r, err := parse([]byte(lhr(c.selector, c.bytes)))
		if err != nil {
			t.Fatal(err)
		}
		why := r.notTheLinks(589025)
		if len(c.want) == 0 && why != "" {
			t.Errorf("%s, %d bytes: not counted (%s)", c.selector, c.bytes, why)
		}
		for _, w := range c.want {
			if !strings.Contains(why, w) {
				t.Errorf("%s, %d bytes: %q does not say %q", c.selector, c.bytes, why, w)
			}
		}
	}
	// A reader a worker asked for: all its bytes recorded, the largest
	// paint in the reading, and Lighthouse timed that paint without the
	// download (a run of this kind read 1,461 ms).
	r, err := parse([]byte(lhrAskedBy("div#diagnostics > ol.diag-list > li.diag > blockquote.diag-quote", 559955, "worker")))
	if err != nil {
		t.Fatal(err)
	}
	if why := r.notTheLinks(559305); !strings.Contains(why, `asked for by "worker"`) {
		t.Errorf("a reader a worker asked for is counted: %q", why)
	}
	// Runs that ended without a score are noScore, which is run again;
	// the floor's NO_LCP comes as a metric's error, not a runtimeError.
	for _, b := range []string{
		`{"runtimeError":{"code":"NO_FCP","message":"The page did not paint any content."}}`,
		`{"categories":{"performance":{"score":null}},"audits":{"largest-contentful-paint":{"errorMessage":"NO_LCP"}}}`,
	} {
		_, err := parse([]byte(b))
		if !errors.As(err, new(noScore)) || !strings.Contains(err.Error(), "NO_") {
			t.Errorf("%s: a run without a score is %v, not a noScore that says why", b, err)
		}
	}
}
