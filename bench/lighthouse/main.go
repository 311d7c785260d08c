// Command lighthouse runs Lighthouse's mobile performance audit (its
// simulated throttling: 150 ms, 1.6 Mb/s, 4× CPU) on the minimal go-app
// page (bench/benchmin, the floor), the playground's default page and a
// shared link (#u=) in turn, in rounds, and prints each run's score and
// metrics with the floor's beside them, and each run's score had its total
// blocking time been nothing: the most a better blocking time could have
// added in that run, its other metrics as they were (a link's largest
// paint waits for the reader's bytes).
//
// A round is compared within itself: the three pages are audited one
// after the other on the same machine, and the figures move with its load
// from one round to the next more than between the pages.
//
// A link's run is checked before it counts. Lighthouse must have
// recorded all of reader.wasm's compressed bytes: it simulates the slow
// link from the requests it recorded, and a run that recorded less (a
// reader's download stopped, as the page stops it for a fragment it cannot
// read) simulates a link that never waited for the reader. And the
// largest contentful paint must be in the reading (the verdict or a
// diagnostic), the paint the link waits for. And the page must have
// asked for reader.wasm itself: Lighthouse records a worker's requests but
// leaves them out of the simulation it times the largest paint by, so a
// reader asked for by a worker would count as downloaded at once. Any of
// these failing, the run is printed as not counted, with the reason. The
// link is the one bench/firstload opens (browser.SharedLinkInput), as the
// page writes it.
//
//	go run ./bench/lighthouse -site build/site -rounds 3
//	go run ./bench/lighthouse -rounds 1 -json /tmp/lh -trace   # keeps each run's report and trace
//
// Lighthouse comes from the npm registry (-version, installed once into
// -npm with the machine's npm); the browser is Debian's Chromium, started
// by Lighthouse with its own flags and the browser tests' switches
// (browser.Switches), a fresh profile each run.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

func main() {
	site := flag.String("site", "build/site", "the built site (make site)")
	minDir := flag.String("min", "", "the minimal go-app page's site; empty: build bench/benchmin into a temporary directory")
	rounds := flag.Int("rounds", 3, "rounds of the three pages, each page once a round")
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser")
	version := flag.String("version", "12.8.2", "Lighthouse's version, from the npm registry")
	npmDir := flag.String("npm", filepath.Join(os.TempDir(), "rfc1738-lighthouse"), "where Lighthouse is installed (npm --prefix)")
	keep := flag.String("json", "", "if set, each run's report is kept in this directory")
	trace := flag.Bool("trace", false, "with -json, keep each run's trace and DevTools log there too (Lighthouse's --save-assets): the tasks it simulated, as observed")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("lighthouse: ")
	if *trace && *keep == "" {
		log.Fatal("-trace needs -json DIR")
	}
	saveAssets = *trace
	// In a function of its own, so that its deferred clean-up (the
	// floor's temporary site, the servers) runs before the exit.
	if err := run(*site, *minDir, *rounds, *chromium, *version, *npmDir, *keep); err != nil {
		log.Fatal(err)
	}
}

func run(site, minDir string, rounds int, chromium, version, npmDir, keep string) error {
	cli, err := install(npmDir, version)
	if err != nil {
		return err
	}
	readerBr, err := os.Stat(filepath.Join(site, "web", "reader.wasm.br"))
	if err != nil {
		return fmt.Errorf("%v: run make site", err)
	}
	if minDir == "" {
		dir, err := os.MkdirTemp("", "lighthouse-min-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if err := browser.MinimalSiteCompressed(".", dir); err != nil {
			return err
		}
		minDir = dir
	}
	// Unshaped: Lighthouse simulates the slow link itself.
	floorBase, closeFloor, err := browser.Serve(minDir, nil, fileserver.Options{}, fileserver.ServerOptions{})
	if err != nil {
		return err
	}
	defer closeFloor()
	siteBase, closeSite, err := browser.Serve(site, nil, fileserver.Options{}, fileserver.ServerOptions{})
	if err != nil {
		return err
	}
	defer closeSite()

	pages := []struct {
		name, url string
		link      bool // a shared link: its run is checked (notTheLinks)
	}{
		{"minimal go-app page", floorBase + "/", false},
		{"playground, default page", siteBase + "/", false},
		{"playground, #u= link", siteBase + "/" + browser.LinkFragment(browser.SharedLinkInput), true},
	}
	fmt.Printf("Lighthouse %s, mobile (simulated: 150 ms, 1.6 Mb/s, 4× CPU); %d rounds of the three pages in turn\n", version, rounds)
	fmt.Printf("the link: %s (%s)\n", pages[2].url, browser.SharedLinkInput)
	fmt.Printf("%-5s %-26s %5s %7s %6s %6s %6s %6s  %s\n", "round", "page", "score", "TBT ms", "FCP", "LCP", "SI", "TBT 0", "largest paint; reader.wasm bytes recorded; whether the trace ended before the page's start; a first frame held")
	scores := make([][]float64, len(pages))
	floors := make([][]float64, len(pages)) // the floor's score in each round a page counted
	ahead := make([]int, len(pages))
	traced := make([]int, len(pages))     // counted runs whose trace holds the page's start
	held := make([]int, len(pages))       // counted runs whose first frame the browser held
	floorsHeld := make([]int, len(pages)) // of the rounds a page counted in, those whose floor run was held
	outOfReach := make([]int, len(pages)) // counted rounds whose floor scored at least the page's score with no blocking time
	for round := 1; round <= rounds; round++ {
		var floor float64
		var floorHeld bool
		for i, pg := range pages {
			r, err := auditAgain(cli, chromium, pg.url, keep, fmt.Sprintf("%d-%d", round, i))
			if err != nil && !errors.As(err, new(noScore)) {
				return fmt.Errorf("%s: %v", pg.name, err) // Lighthouse or the browser cannot run: no later round will
			}
			if err != nil {
				fmt.Printf("%-5d %-26s no score: %s\n", round, pg.name, firstLine(err.Error()))
				if i == 0 {
					// A round is compared within itself: without the
					// floor's score it compares nothing.
					fmt.Printf("%-5d round skipped: the floor has no score in it\n", round)
					break
				}
				continue
			}
			why := ""
			if pg.link {
				why = r.notTheLinks(readerBr.Size())
			}
			note := r.LCPElement
			if r.ReaderBytes >= 0 {
				note += fmt.Sprintf("; %d", r.ReaderBytes)
			}
			if i > 0 && !r.StartTraced {
				note += "; the start after the trace"
			}
			if r.heldFirstFrame() {
				note += fmt.Sprintf("; first frame held to %.0f ms (loaded at %.0f)", r.ObservedFirstPaint, r.ObservedLoad)
			}
			if why != "" {
				note += "; NOT COUNTED: " + why
			}
			fmt.Printf("%-5d %-26s %5.0f %7.0f %6.0f %6.0f %6.0f %6.2f  %s\n", round, pg.name, r.Score, r.TBT, r.FCP, r.LCP, r.SI, r.Unblocked, note)
			if why != "" {
				continue
			}
			scores[i] = append(scores[i], r.Score)
			if r.StartTraced {
				traced[i]++
			}
			if i == 0 {
				floor, floorHeld = r.Score, r.heldFirstFrame()
				continue
			}
			if r.heldFirstFrame() {
				held[i]++
			}
			floors[i] = append(floors[i], floor)
			if floorHeld {
				floorsHeld[i]++
			}
			if r.Score > floor {
				ahead[i]++
			}
			if r.outOfReach(floor) {
				outOfReach[i]++
			}
		}
	}
	if len(scores[0]) == 0 {
		return fmt.Errorf("no round had the floor's score: nothing was compared")
	}
	for i, pg := range pages {
		if i == 0 || len(scores[i]) == 0 {
			continue
		}
		fmt.Printf("%s: score median %.0f against the floor's %.0f in the same rounds; ahead of the floor in %d of %d counted rounds; out of reach of its blocking time in %d (the floor's score at least the page's with none); the start in the trace in %d; the first frame held in %d (the floor's in %d of those rounds' %d)\n",
			pg.name, browser.Median(scores[i]), browser.Median(floors[i]), ahead[i], len(scores[i]), outOfReach[i], traced[i], held[i], floorsHeld[i], len(floors[i]))
	}
	return nil
}

// noScore is a run that ended without a performance score: Lighthouse ran
// and the page gave it nothing to score (its runtimeError, or a metric's
// error such as NO_LCP). Another run may score; an error of any other kind
// (no Lighthouse, no browser, a run that never ended) will not go away.
type noScore struct{ why string }

func (e noScore) Error() string { return e.why }

// A report is what one run's JSON says.
type report struct {
	Score, TBT, FCP, LCP, SI float64
	LCPElement               string
	ReaderBytes              int64  // reader.wasm's transfer size as recorded; -1: not asked for
	ReaderAskedBy            string // who asked for it: "page", or "worker" (Lighthouse's sessionTargetType)
	// StartTraced: the playground's start (its mark "start: initialised")
	// is in the trace. Lighthouse ends the trace a second after the first
	// contentful paint and the load, once the network and the page's
	// thread have been quiet a second; the start waits for app.wasm, which
	// a worker fetches, compiles and runs once while the page's thread is
	// quiet, so a run whose first paint came early may end before it. Its
	// tasks, when traced, are simulated as if they waited only for app.js
	// (Lighthouse leaves the worker out), and count in the blocking time.
	StartTraced bool
	// The first paint and the load as Lighthouse observed them, unthrottled,
	// ms after the navigation began.
	ObservedFirstPaint, ObservedLoad float64
	// Unblocked is the score the run would have had with no total
	// blocking time: the category's weighted mean of its audits' scores,
	// as Lighthouse computes the score, with the blocking time's taken as
	// 1. 0 when the report lacks a weighted audit's score.
	Unblocked float64
}

// outOfReach reports whether a floor's score of floor is at least what the
// run would have scored with no blocking time: no blocking time, however
// short, could have put it ahead. Both compared as Lighthouse shows them,
// whole numbers (a score read from the report as 0.57 is 56.99999999999999
// times 100); a run whose score without blocking time is unknown is not
// judged.
func (r report) outOfReach(floor float64) bool {
	return r.Unblocked > 0 && math.Round(r.Unblocked) <= math.Round(floor)
}

// heldFirstFrame: the browser held the run's first frame. The load event
// waits for all that the first frame waits for, so a first paint long
// after the load is not the page making it wait: headless Chromium in
// Lighthouse's run sometimes draws nothing until about a second after the
// navigation, or two (GoogleChrome/lighthouse#17148 reports it on
// PageSpeed Insights; docs/PERFORMANCE.md shows what sets it off here).
// Held paints have come 0.85 s or more after the load, timely ones within
// about 0.2 s of it; half a second divides them while the load comes well
// before 0.7 s. The score keeps the held paint (the speed index follows
// it); the tool names it as a cause of its own.
func (r report) heldFirstFrame() bool {
	return r.ObservedLoad > 0 && r.ObservedFirstPaint > r.ObservedLoad+500
}

// notTheLinks says why a link's run does not measure the link's own
// reading, or "" when it does.
func (r report) notTheLinks(readerBr int64) string {
	var why []string
	// Lighthouse names the element by at most four selectors from it
	// upwards, so a deep one may not name #diagnostics: its classes say
	// what it is (the verdict's, a diagnostic's: app/testdata).
	inReading := false
	for _, s := range []string{"#verdict", "#diagnostics", "div.verdict", "li.diag", ".diag-", ".verdict-"} {
		inReading = inReading || strings.Contains(r.LCPElement, s)
	}
	if !inReading {
		why = append(why, "the largest paint is not the link's reading")
	}
	if r.ReaderBytes < readerBr {
		why = append(why, fmt.Sprintf("reader.wasm recorded at %d bytes of %d", r.ReaderBytes, readerBr))
	}
	if r.ReaderBytes >= 0 && r.ReaderAskedBy != "page" {
		why = append(why, fmt.Sprintf("reader.wasm asked for by %q, not the page: Lighthouse's simulation leaves a worker's requests out", r.ReaderAskedBy))
	}
	return strings.Join(why, "; ")
}

// auditAgain is audit, run up to three times: Lighthouse sometimes ends a
// run without a score (the minimal page's, with NO_FCP or NO_LCP, in seven
// of fifteen runs in an afternoon here), and one such run should not end
// a session of rounds.
func auditAgain(cli, chromium, url, keep, name string) (report, error) {
	const tries = 3
	for n := 1; ; n++ {
		r, err := audit(cli, chromium, url, keep, name)
		if err == nil || !errors.As(err, new(noScore)) || n == tries {
			return r, err
		}
		log.Printf("%s: %s; again", name, firstLine(err.Error()))
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}

// saveAssets asks Lighthouse to write each run's trace beside its report.
var saveAssets bool

func audit(cli, chromium, url, keep, name string) (report, error) {
	userData, err := os.MkdirTemp("", "lighthouse-chromium-")
	if err != nil {
		return report{}, err
	}
	defer os.RemoveAll(userData)
	out := filepath.Join(userData, "report.json")
	if keep != "" {
		if err := os.MkdirAll(keep, 0o755); err != nil {
			return report{}, err
		}
		out = filepath.Join(keep, name+".json")
	}
	var flags []string
	for _, sw := range browser.Switches {
		flags = append(flags, "--"+sw)
	}
	// A profile of its own in the run's temporary directory, removed with
	// it, rather than one Lighthouse's launcher makes and may leave.
	flags = append(flags, "--user-data-dir="+filepath.Join(userData, "profile"))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	args := []string{cli, url, "--only-categories=performance", "--form-factor=mobile",
		"--chrome-flags=" + strings.Join(flags, " "), "--output=json", "--output-path=" + out, "--quiet"}
	if saveAssets && keep != "" {
		args = append(args, "--save-assets")
	}
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chromium)
	var msg strings.Builder
	cmd.Stdout, cmd.Stderr = &msg, &msg
	// Interrupted, Lighthouse closes the browser it started; killed, it
	// would leave it running. WaitDelay bounds the wait for its output.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 20 * time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return report{}, fmt.Errorf("no report after 5 minutes\n%s", msg.String())
		}
		// Lighthouse writes its report, then exits with an error, when the
		// page gave it nothing to score: the report says why.
		if b, rerr := os.ReadFile(out); rerr == nil {
			if _, perr := parse(b); errors.As(perr, new(noScore)) {
				return report{}, perr
			}
		}
		return report{}, fmt.Errorf("%v\n%s", err, msg.String())
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return report{}, err
	}
	return parse(b)
}

func parse(b []byte) (report, error) {
	var lhr struct {
		RuntimeError *struct{ Code, Message string } `json:"runtimeError"`
		Categories   struct {
			Performance struct {
				Score     *float64
				AuditRefs []struct {
					ID     string  `json:"id"`
					Weight float64 `json:"weight"`
				} `json:"auditRefs"`
			} `json:"performance"`
		} `json:"categories"`
		Audits map[string]struct {
			Score        *float64        `json:"score"`
			NumericValue float64         `json:"numericValue"`
			ErrorMessage string          `json:"errorMessage"`
			Details      json.RawMessage `json:"details"`
		} `json:"audits"`
	}
	if err := json.Unmarshal(b, &lhr); err != nil {
		return report{}, err
	}
	if lhr.RuntimeError != nil {
		return report{}, noScore{lhr.RuntimeError.Code + ": " + lhr.RuntimeError.Message}
	}
	if lhr.Categories.Performance.Score == nil {
		why := "no performance score in the report"
		if m := lhr.Audits["largest-contentful-paint"].ErrorMessage; m != "" {
			why += " (largest-contentful-paint: " + m + ")"
		}
		return report{}, noScore{why}
	}
	r := report{
		Score:       *lhr.Categories.Performance.Score * 100,
		TBT:         lhr.Audits["total-blocking-time"].NumericValue,
		FCP:         lhr.Audits["first-contentful-paint"].NumericValue,
		LCP:         lhr.Audits["largest-contentful-paint"].NumericValue,
		SI:          lhr.Audits["speed-index"].NumericValue,
		ReaderBytes: -1,
	}
	var sum, weights float64
	for _, ref := range lhr.Categories.Performance.AuditRefs {
		if ref.Weight == 0 {
			continue
		}
		score, one := lhr.Audits[ref.ID].Score, 1.0
		if ref.ID == "total-blocking-time" {
			score = &one
		}
		if score == nil {
			sum, weights = 0, 0
			break
		}
		sum += *score * ref.Weight
		weights += ref.Weight
	}
	if weights > 0 {
		r.Unblocked = sum / weights * 100
	}
	var el struct {
		Items []struct {
			Items []struct {
				Node struct{ Selector string } `json:"node"`
			} `json:"items"`
		} `json:"items"`
	}
	var metrics struct {
		Items []struct {
			ObservedFirstPaint float64 `json:"observedFirstPaint"`
			ObservedLoad       float64 `json:"observedLoad"`
		} `json:"items"`
	}
	if json.Unmarshal(lhr.Audits["metrics"].Details, &metrics) == nil && len(metrics.Items) > 0 {
		r.ObservedFirstPaint, r.ObservedLoad = metrics.Items[0].ObservedFirstPaint, metrics.Items[0].ObservedLoad
	}
	if json.Unmarshal(lhr.Audits["largest-contentful-paint-element"].Details, &el) == nil && len(el.Items) > 0 && len(el.Items[0].Items) > 0 {
		r.LCPElement = el.Items[0].Items[0].Node.Selector
	}
	var marks struct {
		Items []struct {
			Name string `json:"name"`
		} `json:"items"`
	}
	if json.Unmarshal(lhr.Audits["user-timings"].Details, &marks) == nil {
		for _, m := range marks.Items {
			r.StartTraced = r.StartTraced || m.Name == "start: initialised"
		}
	}
	var reqs struct {
		Items []struct {
			URL          string `json:"url"`
			TransferSize int64  `json:"transferSize"`
			Target       string `json:"sessionTargetType"`
		} `json:"items"`
	}
	if err := json.Unmarshal(lhr.Audits["network-requests"].Details, &reqs); err != nil {
		return report{}, fmt.Errorf("network-requests: %v", err)
	}
	for _, q := range reqs.Items {
		if strings.HasSuffix(q.URL, "/web/reader.wasm") && q.TransferSize > r.ReaderBytes {
			r.ReaderBytes, r.ReaderAskedBy = q.TransferSize, q.Target
		}
	}
	return r, nil
}

// install returns Lighthouse's command-line script, installing the
// version asked for into dir first if it is not there.
func install(dir, version string) (string, error) {
	cli := filepath.Join(dir, "node_modules", "lighthouse", "cli", "index.js")
	pkg, err := os.ReadFile(filepath.Join(dir, "node_modules", "lighthouse", "package.json"))
	if err == nil {
		var p struct{ Version string }
		if json.Unmarshal(pkg, &p) == nil && p.Version == version {
			return cli, nil
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	cmd := exec.Command("npm", "install", "--prefix", dir, "--no-audit", "--no-fund", "lighthouse@"+version)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("npm install lighthouse@%s: %v\n%s", version, err, msg)
	}
	return cli, nil
}
