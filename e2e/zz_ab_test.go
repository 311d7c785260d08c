package e2e

import (
	"fmt"
	"net/http"
	"os"
	"sort"
	"strings"
	"testing"
)

// BenchmarkZZAB: sites in E2E_AB (comma separated dirs) against the minimal page, alternating.
func BenchmarkZZAB(b *testing.B) {
	minimal, _ := serveOwn(b, http.FileServer(http.Dir(benchminSite(b))))
	urls := []string{minimal + "/"}
	names := []string{"minimal"}
	for _, d := range strings.Split(os.Getenv("E2E_AB"), ",") {
		u, _ := serveOwn(b, http.FileServer(http.Dir(d)))
		urls = append(urls, u+"/")
		names = append(names, d)
	}
	reps := 3
	sizes := interactionSizes[:2]
	res := map[string][]float64{}
	for b.Loop() {
		for r := 0; r < reps; r++ {
			for _, sz := range sizes {
				for i, u := range urls {
					ms, n := interactionP95(b, u, benchURLOfSize(sz.n), true)
					k := names[i] + " " + sz.name
					res[k] = append(res[k], ms)
					b.Logf("%s: p95 %.0f (%d keys ≥16)", k, ms, n)
				}
			}
		}
	}
	var keys []string
	for k := range res {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, res[k])
	}
}
