package parser

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

type stringer struct{ s string }

func (s stringer) String() string { return s.s }

// TestSprintfAsFmt: sprintf writes what fmt.Sprintf writes, case by case:
// each verb the catalogs use, with the arguments the parser, the reader
// and the page give them, and fmt's words for what does not fit.
func TestSprintfAsFmt(t *testing.T) {
	for _, c := range []struct {
		t    string
		args []any
	}{
		{"%q (U+%04X)", []any{"é", 'é'}},
		{"the byte 0x%02X (not valid UTF-8)", []any{byte(0xff)}},
		{"%d × %s", []any{3, `"a"`}},
		{"%[2]s, %[1]d", []any{7, "x"}},
		{"%[2]d then %d", []any{1, 2, 3}},
		{"%.70q|%.300s|%6d|%-6d|%06d|%+d|%x|%X", []any{strings.Repeat("ü", 80), "s", 42, -42, -42, 0, -255, 255}},
		{"%v %v %v %v %v", []any{1.5, 1e21, 0.25, true, float32(0.1)}},
		{"%v %s %q", []any{stringer{"rule"}, errors.New("bad"), stringer{`a"b`}}},
		{"%c%c %q %U %q", []any{'A', rune(0x1F600), 'x', -1, rune(0x110000)}},
		{"%s|%d|%d %d", []any{5, "x", 1}},
		{"%d", []any{1, "a", nil, 2.5}},
		{"100%% and %", nil},
		{"%v %d %s", []any{nil, nil, nil}},
		{"%06s|%-06q|%5t|%.0d|%5.3d|%08.3d", []any{"ab", "ab", true, 0, 7, 7}},
		{"%d %d %d %d", []any{int8(-128), uint64(math.MaxUint64), int64(math.MinInt64), uintptr(9)}},
		{"%+q %+.1q", []any{"é\x00", "é"}},
		{"% d|% d|%+ d|% x|%s %d %q %v", []any{5, -5, 5, 255, Rule(1), Rule(1), Code("bad-escape"), Severity(0)}},
		{"%[0]d %[x]d %[9]d", []any{1}},
	} {
		want := fmt.Sprintf(c.t, c.args...)
		if got := sprintf(c.t, c.args...); got != want {
			t.Errorf("sprintf(%q, %#v)\n = %q\nfmt %q", c.t, c.args, got, want)
		}
	}
}

// TestSprintfRandom: on random templates and arguments of the kinds
// sprintf reads it writes fmt's text; outside them, it says so ("%!").
func TestSprintfRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1738, 1994))
	strs := []string{"", "a", "héllo", "ftp://host/%2F", `q"uo\te`, "\x00\xff", "日本語", "\u2028", strings.Repeat("x", 20)}
	arg := func() any {
		switch r.IntN(16) {
		case 0, 1, 2:
			return strs[r.IntN(len(strs))]
		case 3:
			return r.IntN(2) == 0
		case 4:
			return r.IntN(2000) - 1000
		case 5:
			return int8(r.IntN(256) - 128)
		case 6:
			return int64(r.Uint64())
		case 7:
			return uint8(r.IntN(256))
		case 8:
			return rune(r.IntN(0x110010) - 8)
		case 9:
			return r.Uint64()
		case 10:
			return []float64{0, 1.5, -2.25, 1e21, 1e-7, 123456789, math.Inf(1), math.NaN()}[r.IntN(8)]
		case 11:
			return float32(r.Float64() * 1000)
		case 12:
			return errors.New(strs[r.IntN(len(strs))])
		case 13:
			return stringer{strs[r.IntN(len(strs))]}
		case 14:
			return nil
		}
		return uint16(r.IntN(1 << 16))
	}
	const verbs = "svqdxXcUtg%!"
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		supported := true
		nargs := r.IntN(4)
		args := make([]any, nargs)
		for i := range args {
			args[i] = arg()
		}
		for k := r.IntN(4); k >= 0; k-- {
			b.WriteString([]string{"", "x ", "é ", "%% "}[r.IntN(4)])
			b.WriteByte('%')
			var flags string
			for _, f := range "-+0# " {
				if r.IntN(6) == 0 {
					flags += string(f)
				}
			}
			b.WriteString(flags)
			if r.IntN(8) == 0 {
				b.WriteString("[" + strconv.Itoa(r.IntN(5)+1) + "]")
			}
			if r.IntN(3) == 0 {
				b.WriteString(strconv.Itoa(1 + r.IntN(11))) // a width of 0 would read as the flag
			}
			hasPrec := r.IntN(4) == 0
			if hasPrec {
				b.WriteString("." + strconv.Itoa(r.IntN(6)))
			}
			verb := rune(verbs[r.IntN(len(verbs))])
			b.WriteRune(verb)
			if verb == '%' {
				continue
			}
			// What sprintf does not read: "#", " " but for an integer's
			// number, a float's
			// hexadecimal, precision or zeros (in fmt's words for a verb
			// that does not fit it too), a string's hexadecimal, a named
			// type's integer verbs, %U with "+" or a precision. Which
			// argument a verb takes after an index fmt refuses is fmt's
			// to say: every argument is asked.
			if strings.Contains(flags, "#") || verb == 'U' && (hasPrec || strings.Contains(flags, "+")) {
				supported = false
			}
			for _, a := range args {
				if _, _, _, isInt := basic(a); strings.Contains(flags, " ") && (!isInt || verb == 'q' || verb == 'c' || verb == 'U') {
					supported = false
				}
				switch a.(type) {
				case float64, float32:
					if verb == 'x' || verb == 'X' || hasPrec || strings.Contains(flags, "0") {
						supported = false
					}
				case string:
					if verb == 'x' || verb == 'X' {
						supported = false
					}
				case error, stringer:
					if !strings.ContainsRune("vsq", verb) {
						supported = false
					}
				}
			}
		}
		tmpl := b.String()
		got, want := sprintf(tmpl, args...), fmt.Sprintf(tmpl, args...)
		// A named type's name, in fmt's words for an argument that does
		// not fit, is reflect's to know: sprintf writes "?".
		if supported && got != want && !(strings.Contains(want, "%!") && strings.Contains(got, "?=")) {
			t.Fatalf("sprintf(%q, %#v)\n = %q\nfmt %q", tmpl, args, got, want)
		}
		if !supported && got != want && !strings.Contains(got, "%!") {
			t.Fatalf("sprintf(%q, %#v) = %q: unlike fmt (%q), and it does not say so", tmpl, args, got, want)
		}
	}
}

// TestCatalogVerbs: every template of every language uses only what
// sprintf reads (the i18n files hold every catalog the page, the reader
// and the command say).
func TestCatalogVerbs(t *testing.T) {
	files, err := filepath.Glob("../i18n/*.json")
	if err != nil || len(files) < 2 {
		t.Fatalf("the language files: %v, %v", files, err)
	}
	verb := regexp.MustCompile(`%(\[[0-9]+\])?([-+# 0]*)([0-9*]*)(\.[0-9*]*)?(.)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		n := 0
		var walk func(id string, v any)
		walk = func(id string, v any) {
			switch v := v.(type) {
			case string:
				for _, g := range verb.FindAllStringSubmatch(v, -1) {
					n++
					if strings.ContainsAny(g[2], "# ") && g[5] != "%" || strings.Contains(g[3]+g[4], "*") || !strings.Contains("svqdxXcU%", g[5]) {
						t.Errorf("%s: %s: %q in %q is not read by sprintf", filepath.Base(f), id, g[0], v)
					}
				}
			case map[string]any:
				for k, w := range v {
					walk(id+"."+k, w)
				}
			case []any:
				for i, w := range v {
					walk(id+"["+strconv.Itoa(i)+"]", w)
				}
			}
		}
		walk("", m)
		if n == 0 {
			t.Errorf("%s: no verb found: the walk read nothing", f)
		}
	}
}

// BenchmarkSprintf, beside BenchmarkFmtSprintf: a diagnostic's message.
func BenchmarkSprintf(b *testing.B) {
	for b.Loop() {
		_ = sprintf(benchTemplate, benchArgs...)
	}
}

func BenchmarkFmtSprintf(b *testing.B) {
	for b.Loop() {
		_ = fmt.Sprintf(benchTemplate, benchArgs...)
	}
}

var (
	benchTemplate = "%q is an encoded %q: RFC 1738 does not say whether %s reserves %q; if it does, the escape is data (U+%04X), %d times"
	benchArgs     = []any{"%2F", "/", "the ftp scheme", "/", '/', 12}
)
