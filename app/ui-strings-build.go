//go:build !wasm

package main

// The interface strings of the pages the site's build writes with no
// program (/sources) or only prerenders (the playground's reading before
// app.wasm runs): app.wasm never says them, so it does not carry them.

func init() { uiBuildTable = uiSourcesTable + uiLoaderTable }

// uiLoaderTable is go-app's loading label, beside app.wasm's progress:
// the build writes the English into app.js (siteLoadingLabel), and
// web/field.js hands app.js the page's language's when its catalog is
// here, before app.wasm runs. "%d" is the percentage.
const uiLoaderTable = `
ui.loading.progress	The RFC 1738 parser is loading… %d%%
`

// uiSourcesTable is the /sources page's and the prerendered page's
// strings.
const uiSourcesTable = `
ui.src.diag	What the Diagnostics list says of an input: each message, and the parts messages are made of.
ui.src.interpret	What the Interpret tab says a client does with a URL.
ui.src.codes.h	Codes and the derivation
ui.src.codes	The codes' legend, and the labelled steps of the derivation.
ui.src.compare	The comparison with RFC 3986, the URL Standard and Go's net/url.
ui.src.exercise.h	Generated exercises
ui.src.exercise	The generator's kinds of mistake, each named by the parser's code for it, and the hint under its URLs with the parts it points to.
ui.src.gallery.h	Gallery and lists
ui.src.gallery	The gallery's examples, their titles and lessons, which the lists in lists/ repeat.
ui.src.page.h	The page
ui.src.page	What the page's views explain.
ui.src.toc	%s (%d)
ui.src.skip	Skip to the statements
ui.src.tagline	Every sentence the playground shows, with its source, for checking against RFC 1738's text.
ui.src.back	← The playground
ui.src.groups.label	groups
ui.src.groups	Groups
ui.src.intro	Each statement is a template: … stands for what the input fills in (a character, a rule, a section). Its basis is of one of three kinds. Grammar: a rule of section 5, the BNF, which decides what is valid. Prose: a sentence of the RFC, quoted word for word with its section. Other: another document (RFC 793 on ports, the URL Standard), or what this tool itself does — never attributed to RFC 1738.
ui.src.counts	%d statements; bases: %d grammar, %d prose, %d other.
ui.src.rule	the rule the statement names
ui.title.sources	Sources — URL Playground
ui.src.kind.grammar	grammar
ui.src.kind.prose	prose
ui.src.kind.other	other
`
