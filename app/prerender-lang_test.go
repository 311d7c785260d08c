//go:build !wasm

package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// chromeDiff says what web/field.js must change in the English page to
// show the other: texts and attributes by element index in <body> (itself
// 0) and child index, children whole where the shapes differ, the element
// count of the English page, and nothing where they agree.
func TestChromeDiff(t *testing.T) {
	// checkChrome, which the build runs on each language, must refuse ops
	// that do not make the other page.
	if err := checkChrome([]byte(`<p>a</p>`), []byte(`<p>b</p>`), &chromeOps{N: 2}); err == nil {
		t.Error("checkChrome took ops that leave the page in English")
	}
	for _, tc := range []struct{ name, en, tr, want string }{
		{"same", `<p>a</p>`, `<p>a</p>`, `{"n":2}`},
		{"text and attributes",
			`<title>T</title><div id="x" title="Undo"><h1>Title</h1>x<b>y</b><select><option selected value="en">English</option><option value="fr">Français</option></select></div>`,
			`<title>Tr</title><div id="x" title="Annuler"><h1>Titre</h1>x<b>z</b><select><option value="en">English</option><option selected value="fr">Français</option></select></div>`,
			`{"n":7,"title":"Tr","t":[[2,0,"Titre"],[3,0,"z"]],"a":[[1,"title","Annuler"],[5,"selected",null],[6,"selected",""]]}`},
		{"another shape, and the indices after it",
			`<p>Fix: <code>x</code> at 3</p><i>after</i>`,
			`<p><code>x</code> : corriger à 3</p><i>après</i>`,
			`{"n":4,"t":[[3,0,"après"]],"k":[[1,[{"a":[],"k":[{"x":"x"}],"t":"code"},{"x":" : corriger à 3"}]]]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ops, err := chromeDiff([]byte(tc.en), []byte(tc.tr))
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.Marshal(ops)
			if string(got) != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if err := checkChrome([]byte(tc.en), []byte(tc.tr), ops); err != nil {
				t.Error(err)
			}
		})
	}
}

// A change of shape around the field or the menu fails the build:
// field.js would replace them, and with them what was typed, the caret
// and the focus.
func TestChromeKeepsFieldAndMenu(t *testing.T) {
	for _, id := range []string{"url-input", "lang-select"} {
		en := `<p>Fix: <b>x</b><textarea id="` + id + `"></textarea></p>`
		tr := `<p><b>x</b> : corriger<textarea id="` + id + `"></textarea></p>`
		if _, err := chromeDiff([]byte(en), []byte(tr)); err == nil || !strings.Contains(err.Error(), id) {
			t.Errorf("#%s replaced: %v", id, err)
		}
	}
}
