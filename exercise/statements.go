package exercise

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Statements are what the generator says, as statements of the ledger:
// each kind of mistake's summary (shown by "rfc1738 -generate -list" and
// the page's Generate form), IDs "exercise.<code>", and the hint written
// under a generated URL. A kind is named by the parser's code for it and
// made so that the parser gives that code alone, so its summary rests on
// what the code's diagnostics rest on (the parser's "legend.<code>"
// statement), and on what the generator does.
func Statements() []parser.Statement {
	legend := map[string][]parser.Basis{}
	for _, s := range parser.Statements() {
		if code, ok := strings.CutPrefix(s.ID, "legend."); ok {
			legend[code] = s.Basis
		}
	}
	edit := parser.OtherBasis("this tool", "", "the generator makes the mistake by one edit in a valid URL, and keeps the URL only when the parser then gives this code alone")
	out := make([]parser.Statement, 0, len(mistakes)+1)
	for _, m := range mistakes {
		out = append(out, parser.Statement{
			ID:    "exercise." + string(m.code),
			Text:  strings.ReplaceAll(m.summary, "%", "%%"),
			Basis: append(append([]parser.Basis(nil), legend[string(m.code)]...), edit),
		})
	}
	out = append(out, parser.Statement{ID: "exercise.hint", Text: hintText,
		Basis: []parser.Basis{parser.OtherBasis("this tool", "", "where the generator made its edit, and the code the parser gives it")}})
	return out
}

// hintText is the note under a generated invalid URL: where to look, and
// the code.
const hintText = "hint: look at %s (%s)"
