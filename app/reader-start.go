//go:build !wasm

package main

// readerStartJS is the playground page's one inline script, first in its
// head after the policy (fixPage puts it there, with the reader's address
// in its data-reader attribute and reader.wasm's size in
// data-reader-size). On a shared link (a "u=" in the address's fragment)
// it asks for reader.wasm, whose download is what the link's own reading
// waits for, and starts the reader, web/reader.js, handing it the
// response as it comes.
//
// Why inline: a script the page loads by address (web/theme.js) waits for
// its own request, and as a script that blocks the parser after the style
// sheets, for the style sheets too. Why the page asks for reader.wasm and
// not the worker: the worker's request for its script waits behind the
// page's deferred scripts, which the browser asks for one at a time while
// it reads the head (bench/firstload -requests, HTTP/1.1: reader.js came
// 0.78 s after the page, reader.wasm 1.19 s), and the worker asks for
// reader.wasm only once its script has run; the page's fetch() goes at
// once. Its text is the same on every page and under every prefix (the
// address is an attribute, outside the hash), and the
// Content-Security-Policy allows it by its hash alone
// (siteheaders.ReaderStartHash, which TestReaderStartHash checks): no other
// inline script runs.
//
// The response goes to the worker as a stream where the browser can
// transfer one, else as its bytes once they are all here (the worker then
// compiles after the download rather than during it), else (the fetch
// failed) as null, and the worker asks for the file itself. With the
// stream goes reader.wasm's size, against which the worker counts the
// download's progress, which the page shows where the reading will be:
// the site's build writes it into the script's data-reader-size
// (pages.go), as no header says it on every host (a compressed answer's
// Content-Length counts the compressed bytes, which the stream does not
// yield); 0 when it is not there, and no share is shown. The worker's
// name tells it to wait for that message. A page the service worker
// controls (a visit after the first) has reader.wasm in its cache, with no
// download to wait for: there the worker asks for it itself, as it would
// without this script, and the browser may keep the compiled module for a
// response it fetched, which it cannot for one built from a stream.
//
// web/theme.js decides, with the whole fragment decoded, whether the link
// has an input to read: if it has none (a "u=" that does not decode),
// theme.js ends the worker and the download; if this script did not start
// one (no "u=" seen here), theme.js starts it, and the worker asks for
// reader.wasm itself. web/field.js ends the download with the worker
// (stop). What the worker says before field.js listens is kept for it.
const readerStartJS = `"use strict";
(() => {
  if (!/(^#|&|%26)u(=|%3d)/i.test(location.hash) || !window.Worker || !window.WebAssembly) {
    return;
  }
  try {
    const script = new URL(document.currentScript.dataset.reader, location.href);
    const total = +document.currentScript.dataset.readerSize || 0;
    const cached = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
    const worker = new Worker(script, cached ? {} : { name: "wasm-from-page" });
    const early = [];
    worker.onmessage = worker.onerror = (e) => { early.push(e); };
    const stop = new AbortController();
    window.rfc1738Reader = { worker, early, stop };
    if (cached) {
      return;
    }
    fetch(new URL("reader.wasm", script), { signal: stop.signal, priority: "high" }).then((r) => {
      if (!r.ok) {
        throw new Error(r.status);
      }
      try {
        worker.postMessage({ wasm: r.body, total }, [r.body]);
      } catch (e) {
        return r.arrayBuffer().then((b) => worker.postMessage({ wasm: b }, [b]));
      }
    }).catch(() => worker.postMessage({ wasm: null, total }));
  } catch (e) {
    // theme.js starts the reader as it would without this script.
  }
})();
`
