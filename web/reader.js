// The reader's worker (cmd/reader): the playground's head starts it on a
// shared link (#u=), as it is read (app/reader-start.go; web/theme.js if
// that did not), and web/field.js posts it the
// field's text; it reads
// the text with reader.wasm, the page's parser and its drawing of the
// verdict and the diagnostics, and posts back their trees, which field.js
// turns into the page's nodes until app.wasm mounts.
//
// Messages in: {wasm, total} (reader.wasm, from the page that asked for
// it, or null if the worker is to ask itself, and its size, 0 if not
// known), {messages} (the
// page's catalog, ID → template, in another
// language than English: posted before the first text, so every reading
// is in the page's language), {id, input, root}; out: {progress: percent}
// as each percent of reader.wasm arrives (field.js shows it where the
// reading will be: on a slow link the download is the wait), {loaded: true} once reader.wasm
// is compiled and running (field.js then lets app.wasm's download begin:
// the two would share a slow link), {id, input, verdict, diagnostics} for
// each text read, or {failed: message}.
"use strict";

// reader.wasm is asked for first: on a slow link every round trip counts,
// and wasm_exec.js (the Go runtime's JavaScript half, which the page has
// asked for too) arrives meanwhile. Started by the playground's head
// (app/reader-start.go, which names the worker so), the page has asked for
// it already, sooner than this script could, and posts the response first:
// {wasm} with its body as a stream, or its bytes, or null if the page's
// request failed and this worker is to ask itself.
const wasmURL = new URL("reader.wasm", self.location.href).href;

// decodedLength is the size of the bytes a response's stream yields,
// when the worker asks for reader.wasm itself: a compressed answer's
// Content-Length counts the compressed ones, and this site's server says
// the decoded size beside it (internal/siteheaders.DecodedLength). 0: not
// known. (The page's head, which asks for reader.wasm first, has its size
// from the build: app/reader-start.go.)
const decodedLength = (r) => +(r.headers.get("X-Decoded-Content-Length") ||
  (r.headers.get("Content-Encoding") ? 0 : r.headers.get("Content-Length"))) || 0;

// count reads a copy of reader.wasm's bytes as they arrive and posts each
// new percent of total. A copy, not the compiler's own stream: the
// worker's own request is compiled from the response as fetched, for
// which the browser may keep the compiled module (app/reader-start.go).
const count = async (stream, total) => {
  const bytes = stream.getReader();
  let loaded = 0;
  let shown = -1;
  for (;;) {
    const { done, value } = await bytes.read();
    if (done) {
      return;
    }
    loaded += value.byteLength;
    const percent = Math.min(100, Math.floor((loaded * 100) / total));
    if (percent !== shown) {
      shown = percent;
      self.postMessage({ progress: percent });
    }
  }
};
// counted counts r's bytes against known, the size the page had from the
// build, or else the one r's headers say.
const counted = (r, known) => {
  const total = r.ok && r.body ? known || decodedLength(r) : 0;
  if (total > 0) {
    count(r.clone().body, total).catch(() => {});
  }
  return r;
};

let wasmFromPage = null;
const wasmResponse = self.name === "wasm-from-page"
  ? new Promise((resolve) => { wasmFromPage = resolve; })
  : fetch(wasmURL).then((r) => counted(r, 0));
importScripts(new URL("../wasm_exec.js", self.location.href).href);

const waiting = [];
let read = null;
let messages = null;

// lang hands the catalog to reader.wasm (parser.Translate) as a flat
// array of ID and template.
const lang = (m) => self.rfc1738Lang(Object.entries(m).flat());

const answer = (m) => {
  const r = read(m.input, m.root);
  self.postMessage({ id: m.id, input: m.input, verdict: r.verdict, diagnostics: r.diagnostics });
};

self.onmessage = (e) => {
  if ("wasm" in e.data) {
    if (wasmFromPage) {
      const body = e.data.wasm;
      let bytes = body;
      if (body instanceof ReadableStream && e.data.total > 0) {
        let copy;
        [bytes, copy] = body.tee();
        count(copy, e.data.total).catch(() => {});
      }
      wasmFromPage(body === null ? fetch(wasmURL).then((r) => counted(r, e.data.total))
        : new Response(bytes, { headers: { "Content-Type": "application/wasm" } }));
      wasmFromPage = null;
    }
    return;
  }
  if (e.data.messages) {
    if (read) {
      lang(e.data.messages);
    } else {
      messages = e.data.messages;
    }
    return;
  }
  if (read) {
    answer(e.data);
  } else {
    waiting.push(e.data);
  }
};

(async () => {
  const go = new Go();
  let wasm;
  if (WebAssembly.instantiateStreaming) {
    wasm = await WebAssembly.instantiateStreaming(wasmResponse, go.importObject);
  } else {
    wasm = await WebAssembly.instantiate(await (await wasmResponse).arrayBuffer(), go.importObject);
  }
  // go.run returns once main blocks, by which time it has set
  // rfc1738Read.
  go.run(wasm.instance);
  if (messages) {
    lang(messages);
  }
  read = self.rfc1738Read;
  self.postMessage({ loaded: true });
  // Only the last text waiting matters: the field holds it.
  if (waiting.length > 0) {
    answer(waiting[waiting.length - 1]);
    waiting.length = 0;
  }
})().catch((err) => {
  self.postMessage({ failed: String(err) });
});
