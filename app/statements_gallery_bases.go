//go:build !wasm

package main

// What the gallery's statements (statements_gallery.go) rest on, by
// statement ID, for /sources and the tests; app.wasm does not carry it
// (statements_bases.go says why). The bases are struct literals, not
// parser.ProseBasis and its kin: a literal is data the linker lays out,
// where a call would be code run at the start.

import "github.com/urlplayground/rfc1738-playground/parser"

// The other documents the gallery cites.
var (
	gbRFC959ASCII  = parser.Basis{Kind: parser.Other, Doc: "RFC 959", Section: "3.1.1.1", Quote: "the ASCII type, TYPE A, for text"}
	gbRFC793Port   = parser.Basis{Kind: parser.Other, Doc: "RFC 793", Quote: "a TCP port is a 16-bit number"}
	gbRFC1436Dir   = parser.Basis{Kind: parser.Other, Doc: "RFC 1436", Section: "3.8", Quote: "1 Item is a directory"}
	gbWHATWGBslash = parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Quote: `the URL parser reads "\" as "/" in the URL of a special scheme (http, https, ftp, ws, wss, file), with a validation error; today's browsers follow it`}
)

// galleryBases are the bases of galleryTable, by ID.
var galleryBases = map[string][]parser.Basis{
	"gallery.empty-user.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}},
	"gallery.empty-user": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqEmptyLogin},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqUserPass},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqAskPassword}},
	"gallery.no-user.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}},
	"gallery.no-user": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqAnonymous}},
	"gallery.empty-password.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}},
	"gallery.empty-password": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqEmptyLogin},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqUserPass}},
	"gallery.encoded-slash.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEncodeSlash}},
	"gallery.encoded-slash": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqSlashExample},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEncodeSlash},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEncodedReserved}},
	"gallery.relative-path.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqRelative}},
	"gallery.relative-path": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqRelative},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD}},
	"gallery.empty-segment.title": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEmptyParts},
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "fsegment"}},
	"gallery.empty-segment": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNullCWD},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEmptyParts}},
	"gallery.all-groups.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAll}},
	"gallery.all-groups": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAll},
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "grouppart"}},
	"gallery.vms-file.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileVMS}},
	"gallery.vms-file": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileVMS},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileForm}},
	"gallery.prospero-hsoname.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "prosperourl"}},
	"gallery.prospero-hsoname": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoExample},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoSlash}},
	"gallery.directory-listing.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}},
	"gallery.directory-listing": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}},
	"gallery.no-typecode.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.3", Quote: gqTypeOptional}},
	"gallery.no-typecode": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.3", Quote: gqGuessMode},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqTYPE},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}},
	"gallery.typecode-a.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqFTPType}},
	"gallery.typecode-a": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqTYPE},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqFTPType},
		gbRFC959ASCII},
	"gallery.http-search.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"}},
	"gallery.http-search": {
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPParts},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPElsewhere}},
	"gallery.gopher-directory.title": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherTop},
		gbRFC1436Dir},
	"gallery.gopher-directory": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherType},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherTop}},
	"gallery.gopher-search.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.2", Quote: gqGopherSearch}},
	"gallery.gopher-search": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.2", Quote: gqGopherSearch},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherSelector}},
	"gallery.gopher-plus-view.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}},
	"gallery.gopher-plus-view":       {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}},
	"gallery.gopher-plus-form.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}},
	"gallery.gopher-plus-form": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.5", Quote: gqGopherAsk}},
	"gallery.gopher-plus-attributes.title":           {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherAll}},
	"gallery.gopher-plus-attributes":                 {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherAll}},
	"gallery.gopher-plus-directory-attributes.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherDirectory}},
	"gallery.gopher-plus-directory-attributes":       {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherDirectory}},
	"gallery.gopher-plus-abstract.title":             {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAbstract}},
	"gallery.gopher-plus-abstract": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAttribute},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAbstract}},
	"gallery.gopher-plus-two-attributes.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSeveral}},
	"gallery.gopher-plus-two-attributes": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSeveral},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSmell}},
	"gallery.gopher-plus-alternate-view.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherViewForm}},
	"gallery.gopher-plus-alternate-view": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherViewForm},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherView}},
	"gallery.gopher-plus-filled-form.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.9", Quote: gqGopherFilledForm}},
	"gallery.gopher-plus-filled-form":       {{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.9", Quote: gqGopherFilledForm}},
	"gallery.mail-address.title":            {{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoAddress}},
	"gallery.mail-address": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoForm},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoNoReserved}},
	"gallery.news-group.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsScheme}},
	"gallery.news-group": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsGroup},
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "group"}},
	"gallery.news-article.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsScheme}},
	"gallery.news-article": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsMessageID},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAt}},
	"gallery.nntp-article.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPForm}},
	"gallery.nntp-article": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPForm},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPNumber}},
	"gallery.telnet-login.title": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.8", Quote: gqTelnetForm},
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "login"}},
	"gallery.telnet-login":        {{Kind: parser.Prose, Doc: gqRFC, Section: "3.8", Quote: gqTelnetAdvisory}},
	"gallery.wais-database.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisdatabase"}},
	"gallery.wais-database":       {{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISDatabase}},
	"gallery.wais-search.title":   {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisindex"}},
	"gallery.wais-search": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISSearch},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISQueried}},
	"gallery.wais-document.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisdoc"}},
	"gallery.wais-document": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISDocument},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISForm}},
	"gallery.local-file.title":     {{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileLocal}},
	"gallery.local-file":           {{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileLocal}},
	"gallery.prospero-field.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoFields}},
	"gallery.prospero-field": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoFields},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoSemicolon},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoField}},
	"gallery.tilde.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational}},
	"gallery.tilde": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}},
	"gallery.space.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}},
	"gallery.space": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}},
	"gallery.fragment.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqHash}},
	"gallery.fragment": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqHash},
		{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqFragment}},
	"gallery.bad-escape.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "escape"}},
	"gallery.bad-escape": {
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "escape"},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafePercent},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe}},
	"gallery.at-in-password.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginEncode}},
	"gallery.at-in-password": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginEncode},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}},
	"gallery.trailing-dot.title": {{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "hostname"}},
	"gallery.trailing-dot": {
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "hostname"},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLabels}},
	"gallery.port-range.title": {gbRFC793Port},
	"gallery.port-range": {
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "port"},
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "digits"},
		gbRFC793Port},
	"gallery.user-in-http.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPNoLogin}},
	"gallery.user-in-http": {
		{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"},
		{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPNoLogin}},
	"gallery.backslash.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational}},
	"gallery.backslash": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational},
		gbWHATWGBslash},
	"gallery.uppercase-scheme.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeChars}},
	"gallery.uppercase-scheme": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeChars},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeCase},
		{Kind: parser.Prose, Doc: gqRFC, Section: "5", Quote: gqBNFCase}},
	"gallery.default-port.title":   {{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPPort}},
	"gallery.default-port":         {{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPPort}},
	"gallery.trailing-space.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}},
	"gallery.trailing-space": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqGraphic},
		{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}},
	"gallery.url-wrapper.title": {{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapperPurpose}},
	"gallery.url-wrapper": {
		{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapperPurpose},
		{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapper}},
}

// galleryStatements returns the gallery's statements with their bases, a
// copy, for the /sources page.
func galleryStatements() []parser.Statement {
	return withBases(tableStatements(galleryTable), galleryBases)
}
