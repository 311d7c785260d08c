package parser

import "encoding/json"

// This file gives the JSON form of a Result that DESIGN.md fixes for the
// command-line tool (rfc1738 -json) and the page's "Copy JSON" button.

// MarshalJSON encodes r as one JSON object, with the keys in this order:
//
//	{"input","scheme","production","valid",
//	 "parts":[{"rule","start","end","text"}],
//	 "diagnostics":[{"code","severity","start","end","message","rfc","quote","fix"}]}
//
// "rfc" is the RFC 1738 section the diagnostic cites, "" when it rests on
// another document (its message names it); "quote" is the sentence of
// that section it rests on, verbatim with white space folded, "" when
// "rfc" is.
// "text" is the part's raw text, Input[Start:End]. "severity" is "error",
// "warning" or "info". "fix" is the replacement text for the diagnostic's
// span, or null when the diagnostic has none (HasFix false); "" means
// delete the span. "parts" and "diagnostics" are [] when empty, never null.
// The derivation tree, Failure, Canonical and FixAll are not part of this
// form. The output has no trailing newline.
//
// Strings are encoded as encoding/json encodes them: "<", ">" and "&" become
// \u003c, \u003e and \u0026 (so the JSON is safe to embed in HTML), control
// characters including NUL become \u0000-style escapes, and each byte of
// input that is not valid UTF-8 becomes U+FFFD, the replacement character.
// So the output is always valid JSON, but for an input that is not valid
// UTF-8 the "input" and "text" strings are not the input's exact bytes:
// "start" and "end" always count bytes of the original input (Result.Input),
// and they index the decoded "input" string directly only when the input
// was valid UTF-8.
//
// A span outside the input (which Parse never produces) is clamped to it
// for "text" rather than causing a panic; "start" and "end" are written as
// they are. A nil *Result encodes as null.
//
// It is encoding/json over the structs below, which spell the form out.
// The command-line tool writes the same bytes with an encoder of its own
// that streams (a result of millions of parts, read from a long input,
// would otherwise be held whole); its tests check the two are identical.
func (r *Result) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("null"), nil
	}
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
	return json.Marshal(out)
}

// The JSON form, key by key in its order.
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
		Text  string `json:"text"` // Input[Start:End], clamped to Input
	}
	jsonDiagnostic struct {
		Code     string  `json:"code"`
		Severity string  `json:"severity"`
		Start    int32   `json:"start"`
		End      int32   `json:"end"`
		Message  string  `json:"message"`
		RFC      string  `json:"rfc"`
		Quote    string  `json:"quote"`
		Fix      *string `json:"fix"` // null when the diagnostic has no fix
	}
)

// jsonSpanText returns s[start:end], with the span clamped to s.
func jsonSpanText(s string, start, end int) string {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	return s[start:end]
}
