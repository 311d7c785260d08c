package main

// uiTable is the interface strings of the playground's workspace, its
// views, /rfc and /embed, in the order of the page (ui-strings.go says the
// form: an ID, a tab, the English text; a text's edge spaces are its own).
const uiTable = `
ui.skip	Skip to the URL field
ui.title	RFC 1738 URL Playground
ui.title.rfc	RFC 1738 — URL Playground
ui.title.embed	RFC 1738 reading — URL Playground
ui.tagline	Type a URL and see how the December 1994 specification reads it, character by character.
ui.nav	site
ui.nav.rfc	Read RFC 1738
ui.lang	Language
ui.lang.failed	The language chosen could not be loaded (offline, or the site lacks it): the page stays as it was.
ui.footer	RFC 1738, T. Berners-Lee, L. Masinter, M. McCahill, December 1994. The parser runs in your browser; nothing you type leaves it.
ui.footer.sources	What each statement rests on
ui.footer.sources-about	: every sentence the playground shows, with the rule or sentence of the RFC behind it.
ui.field.note	Every keystroke is parsed; the colours and marks on the field are RFC 1738's reading. The address keeps what you type, so a link reproduces it exactly.
ui.field.placeholder	type a URL, e.g. ftp://myname@host.dom/%%2Fetc/motd
ui.field.limit	This input is %s. The verdict, parts and diagnostics cover all of it; the highlight and class strip show the first %s.
ui.field.limit-trace	 The BNF trace is recorded only for inputs up to %s.
ui.field.limit-address	 It is too long to keep in the address: a link will not reproduce it, and the address now holds none.
ui.field.bytes	The field cannot show this input's exact bytes: it draws invalid UTF-8 as “�” and a carriage return as a line break. The views below read the bytes themselves; an edit in the field replaces them with what the field shows.
ui.field.surrogates	The pasted text held lone surrogates (halves of a UTF-16 pair with no other half, which are no character). The field, the reading below and the link all hold U+FFFD, the replacement character “�”, in their place; its UTF-8 bytes, EF BF BD, are what is parsed.
ui.share.link	Copy link
ui.share.embed	Copy embed code
ui.share.embed-title	an <iframe> that shows this URL's reading in slides, course pages and blogs
ui.share.json	Copy JSON
ui.share.copied	Copied.
ui.share.no-link	no link: this input is over %s, more than an address holds; Copy JSON copies it whole
ui.share.no-embed	no embed code: this input is over %s, more than an address holds
ui.share.no-json	could not encode the result: %s
ui.clip.by-hand	 Select the text and copy it by hand.
ui.clip.none	This browser gives no clipboard access here.
ui.clip.copying	Copying…
ui.clip.refused	The browser refused the clipboard.
ui.clip.use-download	 Use Download SVG instead.
ui.link.unread	This link's address ends in a fragment that holds no URL this page can read (it would be “#u=” and the base64url of the URL's bytes), so the page shows its example instead.
ui.link.damaged	This link is damaged: %s.
ui.link.damaged-kept	The field shows the URL as the link now holds it, which may not be the one that was shared.
ui.link.damaged-example	The page shows its example instead.
ui.link.not-base64	the URL in it is not base64url
ui.link.checksum	the URL in it does not match its checksum (the link was changed or cut on its way)
ui.update	A new version of the playground is installed. 
ui.update.reload	Reload to use it
ui.theme	Dark theme
ui.theme.title	Switch between the light and the dark theme
ui.storage.none	This browser keeps no site data for this page here, so the page cannot be kept for offline use, and a theme chosen lasts until it is closed. Everything else works.
ui.big	Projector
ui.big.title	Set every text at 20 px or more, for a projector
ui.undo	↶ Undo
ui.undo.title	Undo (Ctrl+Z)
ui.redo	↷ Redo
ui.redo.title	Redo (Ctrl+Shift+Z)
ui.fix.all-applied	every available fix applied
ui.fix.applied	fixed: %s
ui.join.clauses	%s; %s
ui.join.list	%s, %s
ui.paren	%s (%s)
ui.sentence	%s.
ui.fix.at	at %d: 
ui.fix.became	 became 
ui.fix.lost	Fix all removed %s: the fixed URL no longer has it. Undo brings it back.
ui.fix.changed-one	Fix all changed %d span:
ui.fix.changed	Fix all changed %d spans:
ui.fix.more	and %d more
ui.verdict.h	Verdict
ui.verdict.wait	Reading this URL: the RFC 1738 parser is loading… 
ui.view.drawing	Drawing the view…
ui.tabs	Views
ui.tab.derivation	Derivation
ui.tab.parts	Parts
ui.tab.compare	1994 vs today
ui.tab.interpret	Interpret
ui.tab.railroad	Railroad
ui.tab.anatomy	Anatomy
ui.tab.list	Exercises
ui.tab.examples	Examples
ui.diag.h	Diagnostics
ui.highlight.label	How RFC 1738 reads it, byte by byte
ui.strip.all	Show all %s
ui.strip.two	Show two rows
ui.strip.parts	Parts: 
ui.strip.parts-more	and %d more.
ui.end-of-input	end of input
ui.strip.end	end
ui.insp	Inspector
ui.insp.caret	(caret)
ui.insp.pointer	(pointer)
ui.insp.byte	byte %d
ui.insp.stack	rule stack
ui.insp.no-stack	No derivation is recorded for this input.
ui.insp.see	in Diagnostics ↓
ui.insp.see.label	Read the whole %s in the diagnostics
ui.insp.announce	At the caret, %s: %s
ui.trace.none	No derivation was recorded.
ui.trace.limit	The derivation is recorded for inputs up to %s; this one is %s.
ui.trace.cut	The tree is cut at %d nodes.
ui.trace.keys	Arrow keys move; Right opens a node, Left closes it; Enter shows its rule. 
ui.trace.label	derivation of the input
ui.trace.tried	Alternatives tried:
ui.trace.expected-in	What it expected there is in the %s error of the diagnostics.
ui.trace.at-end	the end of the input
ui.trace.at-byte	byte %d (“%s”)
ui.parts.showing	 Showing %d of %d parts.
ui.parts.rule	Rule
ui.parts.raw	Raw text
ui.parts.decoded	Decoded
ui.parts.span	Span
ui.parts.notes	Notes
ui.empty	(empty)
ui.bytes	bytes %s
ui.cmp.field	Field
ui.cmp.why	Why they differ
ui.cmp.same	same
ui.cmp.differs	≠ differs
ui.cmp.field-differs	≠ %s differs: 
ui.cmp.label	RFC 1738 and today's parsers, field by field
ui.cmp.abstract	%s, abstract
ui.cmp.appendix	%s appendix %s
ui.cmp.in-full	 — the diagnostics say it in full.
ui.cmp.absent	(absent)
ui.cmp.empty	“” (empty)
ui.interpret.showing	Showing %d of %d steps.
ui.interpret.at	(at byte %d)
ui.interpret.guess	guess
ui.interpret.caution	caution
ui.interpret.in-full	 (in full in the diagnostics)
ui.rr.press-next	Press Next (or →) to follow the reading step by step: %d steps.
ui.rr.step-n	Step %d of %d · byte %d · 
ui.rr.cut	The step-through is cut at %d steps.
ui.rr.steps	step through the reading; arrow keys step, Home and End go to the first and last step
ui.rr.first	« First
ui.rr.back	◀ Back
ui.rr.next	Next ▶
ui.rr.last	Last »
ui.rr.step	step
ui.rr.following	Following the grammar through %s… (a long input takes a few seconds; the page stays yours meanwhile)
ui.rr.crumbs	opened rules
ui.rr.stop	Stop: 
ui.rr.erratum-after	 %s
ui.rr.open	open the diagram of %s
ui.rr.limit	The diagrams follow inputs up to %s, the longest the BNF trace is recorded for; this one is %s.
ui.rr.expected-in	; what the grammar expected there is in the %s error of the diagnostics
ui.grammar.h	The grammar of %s
ui.grammar.select	Select a node in the tree (click, or Enter) to see its rule's definition here.
ui.grammar.uses	Uses: 
ui.anatomy.download	Download SVG
ui.anatomy.copy	Copy SVG
ui.anatomy.downloaded	Downloaded as url-anatomy.svg.
ui.anatomy.copied	Copied the SVG.
ui.gallery.rfc	From RFC 1738
ui.gallery.rfc.about	URLs the RFC itself shows, each linked to the section that shows it.
ui.gallery.project	This project's examples
ui.gallery.project.about	Not from the RFC: our own URLs, for the schemes and forms the RFC shows no example of, each linked to the section its lesson follows.
ui.gallery.mistakes	Classic mistakes
ui.gallery.references	(References)
ui.rfc.record	record
ui.rfc.erratum	erratum %d
ui.rfc.status-date	%s, %s
ui.record.named	%s (%s)
ui.status.proposed-standard	Proposed Standard
ui.status.internet-standard	Internet Standard
ui.status.historic	Historic
ui.erratum.status.verified	Verified
ui.erratum.status.reported	Reported
ui.erratum.status.held-for-document-update	Held for Document Update
ui.erratum.status.rejected	Rejected
ui.erratum.type.technical	Technical
ui.erratum.type.editorial	Editorial
ui.erratum.quoted	%s “%s”
ui.erratum.note	%s: %s (%s)
ui.date	%s %s
ui.month.january	January
ui.month.february	February
ui.month.march	March
ui.month.april	April
ui.month.may	May
ui.month.june	June
ui.month.july	July
ui.month.august	August
ui.month.september	September
ui.month.october	October
ui.month.november	November
ui.month.december	December
ui.rfc.diagram	Railroad diagram of %s
ui.rfc.diagrams	The rules of section 5 as railroad diagrams
ui.rfc.no-text	The RFC text is not part of this build.
ui.rfc.skip	Skip to the text
ui.rfc.tagline	T. Berners-Lee, L. Masinter, M. McCahill, December 1994
ui.rfc.back	← Back to the playground
ui.rfc.sections.label	sections
ui.rfc.sections	Sections
ui.embed.h	A URL as RFC 1738 reads it
ui.embed.by	as RFC 1738 (1994) reads it
ui.embed.open	Open in the playground ↗
ui.embed.first-error	First error at byte %d: 
ui.embed.title	RFC 1738 reading of %s
ui.embed.empty	an empty URL
ui.loading	Loading…
`
