package main

// uiListTable is the interface strings of the list view, the generator,
// the quiz, a quiz's result and the worksheet (ui-strings.go says the form).
const uiListTable = `
ui.list.quiz-opening	Opening the quiz…
ui.list.back	← Back to the list (line %d)
ui.list.label	The list: one URL a line
ui.list.help	“+ ” before a URL expects it valid, “- ” invalid, “# ” starts a note for the next URL; a URL with no marker is just checked. Bytes a line cannot hold are written “%% ” then the URL with them as %%XX (see the README). The rfc1738 command's output can be pasted as it is.
ui.list.load-mistakes	Load the gallery's mistakes
ui.list.download	Download the list (.txt)
ui.list.load-file	Load a list file…
ui.list.print	Print worksheet
ui.list.hints	 with hints
ui.list.hints.title	The list's notes under their URLs; a generated list has them under the invalid URLs only, so they tell which those are
ui.list.print-key	Print answer key
ui.list.quiz	Quiz me
ui.list.copy-quiz-link	Copy quiz link (for students)
ui.list.copy-quiz-link.title	The URLs the filters show, without the key or notes: the link opens a quiz on them
ui.list.copy-list-link	Copy list link (with the key)
ui.list.copy-list-link.title	The whole list, expectations and notes included: for you, not for students
ui.list.long-link	The link to this list is %d characters long: chat programs and mail may cut it. Share the list as a file instead (Download the list), and load it with “Load a list file”.
ui.list.copied-list	the list link (with the key)
ui.list.copied-quiz	the quiz link (for students: the URLs only)
ui.list.copied-gen	the quiz link (for students: the generator's settings)
ui.list.too-long	This list is too long for a link: download it as a file to share it.
ui.list.undone	The list before is back: Redo (Ctrl+Shift+Z) loads the other again.
ui.list.undo	Undo the load (Ctrl+Z)
ui.list.redo	Redo (Ctrl+Shift+Z)
ui.list.replaced	%s replaced your list (%s): Undo, or Ctrl+Z in the list, brings it back.
ui.list.mistakes	The gallery's mistakes
ui.list.downloaded	Downloaded as url-list.txt (%s).
ui.list.file-too-big	That file is %s; the page reads lists of up to %s.
ui.list.loaded	Loaded %s.
ui.list.unreadable	The browser could not read %s.
ui.list.text-too-big	This list is %s; the page reads lists of up to %s.
ui.list.link-unread	This link's list could not be read: %s.
ui.list.address-too-long	This list is too long for the address (its link would be %d characters): download it as a file to share it.
ui.list.mistake-note	%s: %s (RFC 1738 section %s)
ui.list.damaged-rest	 What could be read of it (%s) is below; it may not be the list that was shared.
ui.list.starter	A URL list: "+ " expects valid, "- " invalid, "# " is a note for the next URL.
ui.list.starter-port	Is a port out of range a syntax error?
ui.tests.reading.one	 — reading… %d URL so far
ui.tests.reading.many	 — reading… %d URLs so far
ui.tests.read-as.report	 — read as the rfc1738 command's report
ui.tests.read-as.json	 — read as the rfc1738 command's JSON
ui.tests.read-as.check	 — read as the rfc1738 command's -check output
ui.tests.read-in.one	 (%d URL read in %d ms)
ui.tests.read-in.many	 (%d URLs read in %d ms)
ui.tests.every-scheme	every scheme
ui.tests.pass.one	%d pass
ui.tests.pass.many	%d pass
ui.tests.sep	, 
ui.tests.fail.one	%d fail
ui.tests.fail.many	%d fail
ui.tests.unchecked.one	, %d unchecked
ui.tests.unchecked.many	, %d unchecked
ui.tests.filters	filters
ui.tests.failing	 failing only
ui.tests.invalid	 invalid only
ui.tests.scheme	scheme 
ui.tests.shown.one	%d of %d shown
ui.tests.shown.many	%d of %d shown
ui.tests.line	Line
ui.tests.result	Result
ui.tests.url	URL (select to read it) and its first error
ui.tests.verdict	Verdict
ui.tests.expected	Expected
ui.tests.none	No URLs yet: type or paste a list above, load a file, or load the gallery's mistakes.
ui.tests.row	line %d: read %s in the field
ui.tests.empty-url	(the empty URL)
ui.more	… %s more
ui.copied.one	Copied %[2]s (%[1]d character).
ui.copied.many	Copied %[2]s (%[1]d characters).
ui.gen.list	The generated list
ui.gen.appended	The generated URLs were added after your list: Undo, or Ctrl+Z in the list, takes them out.
ui.gen	Generate exercises…
ui.gen.drawing	Drawing the form…
ui.gen.schemes	Schemes
ui.gen.mistakes	Mistakes (an invalid URL has one)
ui.gen.made-in	can be made in %s
ui.gen.count	URLs
ui.gen.percent	With a mistake (%%)
ui.gen.seed	Seed
ui.gen.new-seed	New seed
ui.gen.replace	Replace the list
ui.gen.append	Append to the list
ui.gen.bad-count	The number of URLs is a whole number from 1 to %d.
ui.gen.bad-percent	The share with a mistake is a whole percentage from 0 to 100.
ui.gen.bad-seed	The seed is a whole number (0 to 18446744073709551615).
ui.gen.no-scheme	Choose at least one scheme.
ui.gen.no-mistake	None of the mistakes chosen can be made in the schemes chosen: choose others, or 0%% with a mistake.
ui.gen.making.one	Making %d URL…
ui.gen.making.many	Making %d URLs…
ui.gen.making-n	Making %d URLs… %d made
ui.gen.cannot	The generator cannot make this list: %s.
ui.gen.made.one	Made %d URL, %d with a mistake, from seed %s; %s prints the same list.
ui.gen.made.many	Made %d URLs, %d with a mistake, from seed %s; %s prints the same list.
ui.genlink.fields	its generator settings are not the five fields seed.count.percent.schemes.mistakes
ui.genlink.seed	its seed %s is not a whole number
ui.genlink.count	its count %s is not a number from 1 to %d
ui.genlink.percent	its share of invalid URLs %s is not a percentage from 0 to 100
ui.genlink.checksum	the list its generator settings make does not match its checksum (the link was changed on its way, or made by another version of the generator)
ui.genlink.refused	the generator refuses its settings: %s
ui.quiz	quiz
ui.quiz.score	Score %d of %d
ui.quiz.right	Right. 
ui.quiz.wrong	Not quite. 
ui.quiz.select	Now select its %s in the URL above, then press Enter or Check.
ui.quiz.check	Check the selection
ui.quiz.skip	Skip
ui.quiz.next	Next (N)
ui.quiz.see-score	See the score (N)
ui.quiz.question	Question %d of %d
ui.quiz.ask	Is this URL valid, as RFC 1738 reads it?
ui.quiz.valid	Valid (V)
ui.quiz.invalid	Invalid (I)
ui.quiz.end	End the quiz (Esc)
ui.quiz.end-now	End the quiz now?
ui.quiz.end-why.one.one	You have answered %d question; %d of %d URLs is not asked yet and will not count. The end shows your score and what you missed.
ui.quiz.end-why.one.many	You have answered %d question; %d of %d URLs are not asked yet and will not count. The end shows your score and what you missed.
ui.quiz.end-why.many.one	You have answered %d questions; %d of %d URLs is not asked yet and will not count. The end shows your score and what you missed.
ui.quiz.end-why.many.many	You have answered %d questions; %d of %d URLs are not asked yet and will not count. The end shows your score and what you missed.
ui.quiz.end-yes	End and see the score
ui.quiz.end-no	Keep going (Esc)
ui.quiz.is-valid	valid
ui.quiz.is-invalid	invalid
ui.quiz.nothing	nothing
ui.quiz.skipped	Skipped: the %s is “%s”.
ui.quiz.row	line %d: read it in the field
ui.quiz.you-said	You said %s; the right answer: %s.
ui.quiz.done	The quiz is done
ui.quiz.unasked.one	%d of %d URLs was not asked: the quiz was ended before it.
ui.quiz.unasked.many	%d of %d URLs were not asked: the quiz was ended before them.
ui.quiz.none-missed	Nothing missed.
ui.quiz.missed	Missed (%d):
ui.quiz.again	Quiz again
ui.quiz.back	Back to the list
ui.quiz.result-link	Your result, for your teacher: copy this link and send it
ui.quiz.result-what	It holds your score, which answers you missed and which list the quiz was on; nothing else, and the page sends it nowhere.
ui.quiz.result-copy	Copy the result link
ui.quiz.copied-result	the result link
ui.quiz.first-error	First error, at bytes %s: %s 
ui.report.checksum	it does not match its checksum (the link was changed or cut on its way), so what it says below may not be what the quiz gave
ui.report.fields	its result is not the six fields score.answers.questions.unasked.missed.checksum
ui.report.score	score
ui.report.answers	number of answers
ui.report.questions	number of questions
ui.report.unasked-n	number of questions not asked
ui.report.not-number	its %s %s is not a number
ui.report.no-sum	its numbers do not add up: score %d, answers %d, questions %d
ui.report.bad-miss	its missed answer %s is not a URL's number, or a number, ":" and a part
ui.report.bad-sum	its list's checksum %s is not eight hexadecimal digits
ui.report.damaged	This result link is damaged: %s.
ui.report.gen-refuses	The generator refuses this result's list settings (%s): only the URLs' numbers are shown.
ui.report.gen-other	The list these settings make now is not the one the quiz was on (another version of the generator made that one): only the URLs' numbers are shown.
ui.report.gen	The quiz was on a generated list: %s prints it.
ui.report.on-list	The quiz was on the list below.
ui.report.on-quiz	The quiz was on the URLs the list below shows (its quiz link).
ui.report.no-list	This link carries the score, the numbers of the URLs missed and the checksum of the list the quiz was on (%s), not the URLs. To see them, open the list (its list link) in this tab, then this link again.
ui.report.verdict	URL %d: missed its verdict
ui.report.part	URL %d: missed selecting its %s
ui.report.right	; the right answer: 
ui.report.h	A student's quiz result
ui.report.score-on.one	Score %[2]d of %[3]d, on %[1]d question
ui.report.score-on.many	Score %[2]d of %[3]d, on %[1]d questions
ui.report.trust	The link's checksum catches a link changed by accident, not on purpose: it does not prove who took the quiz or what they answered. The page sent nothing: the result came in this link.
ui.report.close	Close the result
ui.ws.hint	Hint: 
ui.ws.why	why:
ui.ws.title	Which of these URLs does RFC 1738 accept?
ui.ws.name	Name:
ui.ws.date	Date:
ui.ws.how	For each URL, tick valid or invalid by RFC 1738 (December 1994), and say why: the part that is wrong and the rule it breaks. A ␣ is a space; ⟨XX⟩ is a byte by its value in hex.
ui.ws.key	Answer key
ui.ws.no	No.
ui.ws.first-error	First error
ui.ws.cut	The first %d of the list's %d URLs.
`
