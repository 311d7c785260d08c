package parser

import (
	"encoding/json"
	"errors"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// jsonTests are Results built by hand (not by Parse), with the exact JSON
// that MarshalJSON must produce for each.
var jsonTests = []struct {
	name string
	in   *Result
	want string
}{
	{
		// No parts, no diagnostics: [] not null.
		name: "empty",
		in:   &Result{},
		want: `{"input":"","scheme":"","production":"","valid":false,"parts":[],"diagnostics":[]}`,
	},
	{
		// A valid httpurl (section 3.3) with its parts; Trace, Failure,
		// Canonical and FixAll are not part of the JSON form.
		name: "valid-http",
		in: &Result{
			Input:      "http://host:80/a?b",
			Scheme:     "http",
			Production: "httpurl",
			Valid:      true,
			Parts: []Part{
				{RuleScheme, 0, 4},
				{RuleHost, 7, 11},
				{RulePort, 12, 14},
				{RuleHpath, 15, 16},
				{RuleHsegment, 15, 16},
				{RuleSearch, 17, 18},
			},
			Diagnostics: []Diagnostic{
				{Code: CodeDefaultPort, Severity: Info, Start: 12, End: 14,
					Message: `port "80" is http's default`, RFC: "3.3",
					Fix: "", HasFix: true},
			},
			Trace: &Node{Rule: RuleHttpurl, End: 18},
		},
		want: `{"input":"http://host:80/a?b","scheme":"http","production":"httpurl","valid":true,` +
			`"parts":[{"rule":"scheme","start":0,"end":4,"text":"http"},` +
			`{"rule":"host","start":7,"end":11,"text":"host"},` +
			`{"rule":"port","start":12,"end":14,"text":"80"},` +
			`{"rule":"hpath","start":15,"end":16,"text":"a"},` +
			`{"rule":"hsegment","start":15,"end":16,"text":"a"},` +
			`{"rule":"search","start":17,"end":18,"text":"b"}],` +
			`"diagnostics":[{"code":"default-port","severity":"info","start":12,"end":14,` +
			`"message":"port \"80\" is http's default","rfc":"3.3","quote":"","fix":""}]}`,
	},
	{
		// An unsafe "~" (section 2.2) with a fix, a warning without one
		// (fix null), and an empty part (ftp://@host has an empty user,
		// section 3.1).
		name: "fix-and-null",
		in: &Result{
			Input:      "ftp://@h/~u",
			Scheme:     "ftp",
			Production: "ftpurl",
			Parts:      []Part{{RuleScheme, 0, 3}, {RuleUser, 6, 6}, {RuleHost, 7, 8}},
			Diagnostics: []Diagnostic{
				{Code: CodeUnsafe, Severity: Error, Start: 9, End: 10,
					Message: `unsafe character "~" must be encoded`, RFC: "2.2",
					Fix: "%7E", HasFix: true},
				{Code: CodePassword, Severity: Warning, Start: 6, End: 6,
					Message: "a warning", RFC: "6", Fix: "ignored: HasFix is false"},
			},
		},
		want: `{"input":"ftp://@h/~u","scheme":"ftp","production":"ftpurl","valid":false,` +
			`"parts":[{"rule":"scheme","start":0,"end":3,"text":"ftp"},` +
			`{"rule":"user","start":6,"end":6,"text":""},` +
			`{"rule":"host","start":7,"end":8,"text":"h"}],` +
			`"diagnostics":[{"code":"unsafe-char","severity":"error","start":9,"end":10,` +
			`"message":"unsafe character \"~\" must be encoded","rfc":"2.2","quote":"","fix":"%7E"},` +
			`{"code":"password","severity":"warning","start":6,"end":6,` +
			`"message":"a warning","rfc":"6","quote":"","fix":null}]}`,
	},
	{
		// HTML characters are escaped as encoding/json escapes them, so
		// the JSON is safe inside a <script> or an HTML page.
		name: "html",
		in: &Result{
			Input: `x:<script>&"</script>`,
			Parts: []Part{{RuleSchemepart, 2, 21}},
		},
		want: `{"input":"x:\u003cscript\u003e\u0026\"\u003c/script\u003e","scheme":"","production":"","valid":false,` +
			`"parts":[{"rule":"schemepart","start":2,"end":21,"text":"\u003cscript\u003e\u0026\"\u003c/script\u003e"}],` +
			`"diagnostics":[]}`,
	},
	{
		// NUL and other controls are escaped; each invalid UTF-8 byte
		// becomes U+FFFD; the offsets still count the input's bytes.
		name: "nul-and-invalid-utf8",
		in: &Result{
			Input: "a:\x00\xff\xfe\n\u2028é",
			Parts: []Part{{RuleSchemepart, 2, 11}, {RuleHost, 3, 4}},
		},
		want: `{"input":"a:\u0000\ufffd\ufffd\n\u2028é","scheme":"","production":"","valid":false,` +
			`"parts":[{"rule":"schemepart","start":2,"end":11,"text":"\u0000\ufffd\ufffd\n\u2028é"},` +
			`{"rule":"host","start":3,"end":4,"text":"\ufffd"}],"diagnostics":[]}`,
	},
	{
		// Spans outside the input never panic: the text is clamped, the
		// offsets are written as given. Unknown severities keep their
		// String form.
		name: "bad-spans",
		in: &Result{
			Input: "abc",
			Parts: []Part{{RuleScheme, -1, 2}, {RuleHost, 2, 99}, {RulePort, 3, 1}},
			Diagnostics: []Diagnostic{
				{Code: "c", Severity: Severity(7), Start: 5, End: 1},
			},
		},
		want: `{"input":"abc","scheme":"","production":"","valid":false,` +
			`"parts":[{"rule":"scheme","start":-1,"end":2,"text":"ab"},` +
			`{"rule":"host","start":2,"end":99,"text":"c"},` +
			`{"rule":"port","start":3,"end":1,"text":""}],` +
			`"diagnostics":[{"code":"c","severity":"severity(?)","start":5,"end":1,"message":"","rfc":"","quote":"","fix":null}]}`,
	},
}

func TestMarshalJSON(t *testing.T) {
	for _, tt := range jsonTests {
		got, err := tt.in.MarshalJSON()
		if err != nil {
			t.Errorf("%s: MarshalJSON() error: %v", tt.name, err)
			continue
		}
		if string(got) != tt.want {
			t.Errorf("%s: MarshalJSON() =\n%s\nwant\n%s", tt.name, got, tt.want)
		}
		if !json.Valid(got) {
			t.Errorf("%s: MarshalJSON() is not valid JSON: %s", tt.name, got)
		}
		// json.Marshal goes through the same method, and its
		// compaction and re-escaping change nothing.
		viaMarshal, err := json.Marshal(tt.in)
		if err != nil || string(viaMarshal) != tt.want {
			t.Errorf("%s: json.Marshal = %s, %v; want %s", tt.name, viaMarshal, err, tt.want)
		}
	}
}

func TestMarshalJSONNil(t *testing.T) {
	var r *Result
	got, err := r.MarshalJSON()
	if err != nil || string(got) != "null" {
		t.Errorf("(*Result)(nil).MarshalJSON() = %s, %v; want null, nil", got, err)
	}
}

// TestMarshalJSONRoundTrip decodes the JSON into a generic map and checks
// every key, its type and its value against the Result it came from.
func TestMarshalJSONRoundTrip(t *testing.T) {
	for _, tt := range jsonTests {
		b, err := tt.in.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Errorf("%s: json.Unmarshal: %v", tt.name, err)
			continue
		}
		r := tt.in
		wantKeys := []string{"diagnostics", "input", "parts", "production", "scheme", "valid"}
		if got := sortedKeys(m); !reflect.DeepEqual(got, wantKeys) {
			t.Errorf("%s: keys = %v, want %v", tt.name, got, wantKeys)
		}
		if m["input"] != replaceInvalidBytes(r.Input) {
			t.Errorf("%s: input = %q, want %q", tt.name, m["input"], r.Input)
		}
		if m["scheme"] != r.Scheme || m["production"] != r.Production || m["valid"] != r.Valid {
			t.Errorf("%s: scheme, production, valid = %v, %v, %v; want %q, %q, %v",
				tt.name, m["scheme"], m["production"], m["valid"], r.Scheme, r.Production, r.Valid)
		}
		parts, ok := m["parts"].([]any)
		if !ok || len(parts) != len(r.Parts) {
			t.Errorf("%s: parts = %#v, want %d parts", tt.name, m["parts"], len(r.Parts))
			continue
		}
		for i, p := range parts {
			pm := p.(map[string]any)
			want := r.Parts[i]
			if pm["rule"] != want.Rule.String() || pm["start"] != float64(want.Start) || pm["end"] != float64(want.End) {
				t.Errorf("%s: parts[%d] = %v, want %+v", tt.name, i, pm, want)
			}
			if text := replaceInvalidBytes(jsonSpanText(r.Input, int(want.Start), int(want.End))); pm["text"] != text {
				t.Errorf("%s: parts[%d].text = %q, want %q", tt.name, i, pm["text"], text)
			}
		}
		diags, ok := m["diagnostics"].([]any)
		if !ok || len(diags) != len(r.Diagnostics) {
			t.Errorf("%s: diagnostics = %#v, want %d", tt.name, m["diagnostics"], len(r.Diagnostics))
			continue
		}
		for i, d := range diags {
			dm := d.(map[string]any)
			want := r.Diagnostics[i]
			wantKeys := []string{"code", "end", "fix", "message", "quote", "rfc", "severity", "start"}
			if got := sortedKeys(dm); !reflect.DeepEqual(got, wantKeys) {
				t.Errorf("%s: diagnostics[%d] keys = %v, want %v", tt.name, i, got, wantKeys)
			}
			var wantFix any // nil: JSON null
			if want.HasFix {
				wantFix = want.Fix
			}
			if dm["code"] != string(want.Code) || dm["severity"] != want.Severity.String() ||
				dm["start"] != float64(want.Start) || dm["end"] != float64(want.End) ||
				dm["message"] != want.Message || dm["rfc"] != want.RFC || dm["quote"] != want.Quote.String() || dm["fix"] != wantFix {
				t.Errorf("%s: diagnostics[%d] = %v, want %+v", tt.name, i, dm, want)
			}
		}
	}
}

// TestMarshalJSONAnyBytes checks that any input, whatever its bytes, gives
// valid JSON whose "input" decodes to the input with invalid UTF-8 replaced.
func TestMarshalJSONAnyBytes(t *testing.T) {
	var all strings.Builder
	for c := range 256 {
		all.WriteByte(byte(c))
	}
	inputs := []string{
		all.String(),
		"\xed\xa0\x80",    // an encoded surrogate: invalid UTF-8
		"\xf0\x9f\x98",    // a cut 4-byte sequence
		"x:😀\u2029\ufeff", // emoji, paragraph separator, BOM
		strings.Repeat("\x00<\xff", 1000),
	}
	for _, in := range inputs {
		r := &Result{Input: in, Parts: []Part{{RuleSchemepart, 0, int32(len(in))}}}
		b, err := r.MarshalJSON()
		if err != nil || !json.Valid(b) {
			t.Errorf("MarshalJSON(%q) = %s, %v; want valid JSON", in, b, err)
			continue
		}
		var back struct {
			Input string
			Parts []struct{ Text string }
		}
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		want := replaceInvalidBytes(in)
		if back.Input != want || back.Parts[0].Text != want {
			t.Errorf("MarshalJSON(%q) decodes to %q, %q; want %q", in, back.Input, back.Parts[0].Text, want)
		}
		for _, c := range "<>&" {
			if strings.ContainsRune(string(b), c) {
				t.Errorf("MarshalJSON(%q) holds an unescaped %q", in, c)
			}
		}
	}
}

// replaceInvalidBytes replaces each byte that is not part of a valid UTF-8
// sequence with U+FFFD, as encoding/json does.
func replaceInvalidBytes(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r) // range yields U+FFFD for each invalid byte
	}
	return b.String()
}

func sortedKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// TestMarshalJSONCorpus checks that MarshalJSON gives valid JSON that
// reads back as each corpus input's result: its input, and as many parts
// and diagnostics. (The command's streaming writer is checked against it
// byte for byte in cmd/rfc1738.)
func TestMarshalJSONCorpus(t *testing.T) {
	for _, in := range corpusInputs(t) {
		r := Parse(in, 0)
		b, err := r.MarshalJSON()
		var back struct {
			Input       string
			Parts       []any
			Diagnostics []any
		}
		if err != nil || json.Unmarshal(b, &back) != nil {
			t.Errorf("MarshalJSON(%q) = %s, %v; want valid JSON", in, b, err)
			continue
		}
		if back.Input != replaceInvalidBytes(in) || len(back.Parts) != len(r.Parts) || len(back.Diagnostics) != len(r.Diagnostics) {
			t.Errorf("MarshalJSON(%q) reads back as %q with %d parts and %d diagnostics; want %d and %d",
				in, back.Input, len(back.Parts), len(back.Diagnostics), len(r.Parts), len(r.Diagnostics))
		}
	}
}

// The JSON form spelled out as structs, key by key in its order:
// encoding/json over them writes what MarshalJSON must.
type (
	jsonResult struct {
		Input       string           `json:"input"`
		Scheme      string           `json:"scheme"`
		Production  string           `json:"production"`
		Valid       bool             `json:"valid"`
		Parts       []jsonPart       `json:"parts"`
		Diagnostics []jsonDiagnostic `json:"diagnostics"`
	}
	jsonPart struct {
		Rule  string `json:"rule"`
		Start int32  `json:"start"`
		End   int32  `json:"end"`
		Text  string `json:"text"`
	}
	jsonDiagnostic struct {
		Code     string  `json:"code"`
		Severity string  `json:"severity"`
		Start    int32   `json:"start"`
		End      int32   `json:"end"`
		Message  string  `json:"message"`
		RFC      string  `json:"rfc"`
		Quote    string  `json:"quote"`
		Fix      *string `json:"fix"`
	}
)

// viaEncodingJSON is r's JSON form written by encoding/json.
func viaEncodingJSON(t *testing.T, r *Result) string {
	out := jsonResult{Input: r.Input, Scheme: r.Scheme, Production: r.Production, Valid: r.Valid,
		Parts: make([]jsonPart, len(r.Parts)), Diagnostics: make([]jsonDiagnostic, len(r.Diagnostics))}
	for i, p := range r.Parts {
		out.Parts[i] = jsonPart{p.Rule.String(), p.Start, p.End, jsonSpanText(r.Input, int(p.Start), int(p.End))}
	}
	for i, d := range r.Diagnostics {
		jd := jsonDiagnostic{string(d.Code), d.Severity.String(), d.Start, d.End, d.Message, d.RFC, d.Quote.String(), nil}
		if d.HasFix {
			jd.Fix = &r.Diagnostics[i].Fix
		}
		out.Diagnostics[i] = jd
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestMarshalJSONIsEncodingJSON: MarshalJSON and WriteJSON write, byte for
// byte, what encoding/json writes of the form's structs, for the results
// built by hand, every byte, and every corpus input's.
func TestMarshalJSONIsEncodingJSON(t *testing.T) {
	var all strings.Builder
	for c := range 256 {
		all.WriteByte(byte(c))
	}
	results := []*Result{{Input: all.String() + "\u2028\u2029\xed\xa0\x80", Parts: []Part{{RuleSchemepart, 0, 300}, {RuleHost, -2, 1}},
		Diagnostics: []Diagnostic{{Code: "x<y>&", Message: "\x00\t\b\f\"\\", HasFix: true, Fix: "</script>"}}}}
	for _, tt := range jsonTests {
		results = append(results, tt.in)
	}
	for _, in := range corpusInputs(t) {
		results = append(results, Parse(in, 0))
	}
	for _, r := range results {
		want := viaEncodingJSON(t, r)
		got, _ := r.MarshalJSON()
		var w strings.Builder
		err := r.WriteJSON(&w)
		if string(got) != want || w.String() != want || err != nil {
			t.Fatalf("the JSON of %q:\nMarshalJSON %s\nWriteJSON   %s (%v)\nencoding/json %s", r.Input, got, w.String(), err, want)
		}
	}
}

// pieces is a writer that keeps what is written to it and how many writes
// there were.
type pieces struct {
	b       []byte
	writes  int
	longest int
}

func (w *pieces) Write(b []byte) (int, error) {
	w.b = append(w.b, b...)
	w.writes++
	w.longest = max(w.longest, len(b))
	return len(b), nil
}

// TestWriteJSONPieces checks that WriteJSON writes the JSON of a long
// input in pieces: about jsonChunk at a time, or one string and what
// precedes it (the input, the hpath's text, which is nearly all of it). It
// stops at the first error of its writer.
func TestWriteJSONPieces(t *testing.T) {
	in := "http://h/" + strings.Repeat("a/", 100000)
	r := Parse(in, 0)
	var w pieces
	if err := r.WriteJSON(&w); err != nil {
		t.Fatal(err)
	}
	if limit := len(in) + jsonChunk; w.longest > limit {
		t.Errorf("WriteJSON of %d bytes wrote %d at once, want at most %d (a string and a piece)", len(w.b), w.longest, limit)
	}
	if n := (len(w.b) - 2*len(in)) / (jsonChunk + 256); w.writes < n {
		t.Errorf("WriteJSON of %d bytes made %d writes, want at least %d", len(w.b), w.writes, n)
	}
	fail := &failWriter{after: 2}
	if err := r.WriteJSON(fail); err != errWrite || fail.writes != 3 {
		t.Errorf("WriteJSON to a writer failing at its third write: %v after %d writes, want %v after 3", err, fail.writes, errWrite)
	}
}

var errWrite = errors.New("write failed")

// failWriter fails every write after the first after.
type failWriter struct{ after, writes int }

func (w *failWriter) Write(b []byte) (int, error) {
	w.writes++
	if w.writes > w.after {
		return 0, errWrite
	}
	return len(b), nil
}
