// Compiles app.wasm off the page's thread. app.js (as patched by
// app/appjs.go) starts this worker, posts it {url, lengthHeader, warm},
// and gets back {progress} as each percent of the download arrives, then
// the compiled module and its memory's data, {module, image, warmed}, or
// {failed: message}; it instantiates the module, copies the data in, and
// runs Go on the page's thread, which the DOM requires. The build moves
// app.wasm's data out of its data section into a custom section
// (internal/wasmpack -detach), so that instantiating it on the page is not
// one long copy: the worker reads that section here (image), off the
// page's thread, and app.js copies it a slice a turn (rfc1738Fill). On
// the playground the worker outlives the module: once the page's start is
// done and a second has passed without a key or a press, the page posts
// {rest: true}, the worker runs the program a second time for the views
// (warmRest), answers {viewsWarmed}, and closes.
//
// Why a worker: the browser's streaming compilation decodes the module
// on the thread that feeds it the bytes, and go-app's loader feeds it
// through a JavaScript stream that counts them. On the page's thread that
// was a long task per batch of bytes that had arrived — about half a
// second of tasks for app.wasm's 14 MB of code and data on a fast link,
// where go-app's minimal page has a tenth of that
// (docs/PERFORMANCE.md). Here the bytes are counted and decoded in the
// worker, and the page's thread stays free for the student's typing.
"use strict";

self.onmessage = async (e) => {
  if (e.data.rest) {
    warmRest();
    return;
  }
  const { url, lengthHeader, warm } = e.data;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`${url}: ${response.status} ${response.statusText}`);
    }
    // A compressed answer's Content-Length counts the compressed bytes,
    // the stream the decompressed ones: the server also sends the
    // decompressed length in lengthHeader.
    const total = parseInt(response.headers.get(lengthHeader) || response.headers.get("Content-Length"), 10);
    let loaded = 0;
    let shown = -1;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        const percent = total > 0 ? Math.min(100, Math.round((loaded * 100) / total)) : 0;
        if (percent !== shown) {
          shown = percent;
          self.postMessage({ progress: percent });
        }
        controller.enqueue(chunk);
      },
    }));
    const source = new Response(counted, { headers: { "Content-Type": "application/wasm" } });
    const module = WebAssembly.compileStreaming
      ? await WebAssembly.compileStreaming(source)
      : await WebAssembly.compile(await source.arrayBuffer());
    const warmed = await warmUp(module, warm);
    const image = dataImage(module);
    self.postMessage({ module, image, warmed }, image ? [image] : []);
    if (warmed === "ok") {
      rest = { module, warm };
      setTimeout(() => rest && self.close(), restWait);
    } else {
      self.close();
    }
  } catch (err) {
    self.postMessage({ failed: String(err) });
  }
};

// dataImage returns a copy of module's data as the build wrote it
// (internal/wasmpack: the section "rfc1738.data", a 32-bit little-endian
// address, then the bytes of memory from there), or null if it has none.
// Each call copies the section: one copy goes to the page, and this
// worker's runs each take another.
function dataImage(module) {
  const [image] = WebAssembly.Module.customSections(module, "rfc1738.data");
  return image || null;
}

// instantiate instantiates module here and copies its data in at once:
// no page waits on this thread.
async function instantiate(module, importObject) {
  const instance = await WebAssembly.instantiate(module, importObject);
  const image = dataImage(module);
  if (image) {
    const at = new DataView(image).getUint32(0, true);
    new Uint8Array(instance.exports.mem.buffer).set(new Uint8Array(image, 4), at);
  }
  return instance;
}

// warmUp runs the program once here before the page runs it. The browser
// compiles each function of a module the first time it is called, on the
// thread that calls it, and keeps the code for the module's every
// instance: what the program calls here (its initialisation, the reading
// of the page's input, its first render: app/warm_wasm.go) is compiled
// off the page's thread, where it had been most of the start's long
// tasks. warm is {hash, env}: the page's address fragment, and go-app's
// environment (goappGetenv, which the page's app.js defines). It returns
// how the warm-up ended ("ok", or why not); a warm-up that fails costs
// only its time, as the page then compiles what it calls itself.
async function warmUp(module, warm) {
  if (!warm) {
    return "not asked";
  }
  try {
    importScripts(new URL("../wasm_exec.js", self.location.href).href);
    warmScope(warm);
    const go = new Go();
    await go.run(await instantiate(module, go.importObject));
    return self.rfc1738Warmed || "ended without a word";
  } catch (err) {
    return String(err);
  }
}

// rest is what the warm-up's second run needs, {module, warm}, until the
// page's word ({rest}: app/start.go's warmViews, once the page's start is
// done and the student has paused for a second) starts it; restWait is
// how long the worker waits for that word (a page left before its start
// is done, a student who types for a minute without a pause), and then
// how long its run may take.
let rest = null;
const restWait = 60000;

// warmRest runs the program a second time: every view, and the Generate
// form (app/warm_wasm.go), so that a view's first
// opening on the page does not compile their code on the page's thread.
// Not beside the page's start: on a two-core machine this run made the
// start's tasks longer. It says how it ended ({viewsWarmed}), and the
// worker closes.
async function warmRest() {
  if (!rest) {
    return;
  }
  const { module, warm } = rest;
  rest = null;
  // Whatever the run does, the worker does not outlive it by long.
  setTimeout(() => self.close(), restWait);
  let said;
  try {
    self.rfc1738Warm = { hash: warm.hash, rest: true };
    const go = new Go();
    await go.run(await instantiate(module, go.importObject));
    said = self.rfc1738ViewsWarmed || "ended without a word";
  } catch (err) {
    said = String(err);
  }
  self.postMessage({ viewsWarmed: said });
  self.close();
}

// warmScope gives the worker what the warm-up's program asks of the page:
// go-app's environment, a stand-in document and storage, and the
// address's fragment (rfc1738Warm, which tells the program to warm up).
function warmScope(warm) {
  self.goappGetenv = (k) => warm.env[k];
  self.document = warmDocument();
  self.localStorage = self.sessionStorage = warmStorage();
  self.matchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
  // The anatomy figure's width, where its element has none (the stand-in
  // lays nothing out): a phone's window, as a class's is.
  self.innerWidth = 412;
  self.innerHeight = 823;
  self.rfc1738Warm = { hash: warm.hash };
}

// warmDocument stands in for the document, which a worker has not, as far
// as go-app's mount and update call it: it makes elements and text
// nodes, links them into a tree, and keeps their attributes. With it the
// warm-up mounts the page's components and redraws them once
// (app/warm_wasm.go), and the browser compiles go-app's mount, update and
// event-handler code here rather than on the page, where it was the rest
// of the start's long tasks. It draws nothing and nothing reads it but
// the warm-up's own program; what it lacks (a layout, a selection) the
// program finds missing, and the warm-up ends there.
function warmDocument() {
  class Node {
    constructor(type, name) {
      this.nodeType = type;
      this.nodeName = this.tagName = name;
      this.childNodes = [];
      this.parentNode = null;
      this.attributes = new Map();
      this.style = { setProperty() {}, removeProperty() {} };
      this.classList = { add() {}, remove() {}, toggle() {}, contains: () => false };
      this.dataset = {};
    }
    get firstChild() { return this.childNodes[0] || null; }
    get firstElementChild() { return this.childNodes.find((c) => c.nodeType === 1) || null; }
    get parentElement() { return this.parentNode; }
    get nextSibling() {
      const s = this.parentNode && this.parentNode.childNodes;
      return (s && s[s.indexOf(this) + 1]) || null;
    }
    appendChild(c) { return this.insertBefore(c, null); }
    insertBefore(c, ref) {
      if (c.parentNode) c.parentNode.removeChild(c);
      const i = ref ? this.childNodes.indexOf(ref) : -1;
      this.childNodes.splice(i < 0 ? this.childNodes.length : i, 0, c);
      c.parentNode = this;
      return c;
    }
    removeChild(c) {
      const i = this.childNodes.indexOf(c);
      if (i >= 0) this.childNodes.splice(i, 1);
      c.parentNode = null;
      return c;
    }
    replaceChild(n, o) {
      this.insertBefore(n, o);
      return this.removeChild(o);
    }
    remove() { if (this.parentNode) this.parentNode.removeChild(this); }
    setAttribute(k, v) { this.attributes.set(k, String(v)); }
    getAttribute(k) { return this.attributes.has(k) ? this.attributes.get(k) : null; }
    hasAttribute(k) { return this.attributes.has(k); }
    removeAttribute(k) { this.attributes.delete(k); }
    addEventListener() {}
    removeEventListener() {}
    querySelector() { return null; }
    querySelectorAll() { return []; }
    getElementById() { return null; }
    contains(n) { for (; n; n = n.parentNode) if (n === this) return true; return false; }
  }
  const doc = new Node(9, "#document");
  doc.createElement = (tag) => new Node(1, String(tag).toUpperCase());
  doc.createElementNS = (ns, tag) => new Node(1, tag);
  doc.createTextNode = (v) => {
    const t = new Node(3, "#text");
    t.nodeValue = t.data = t.textContent = String(v);
    return t;
  };
  doc.documentElement = doc.appendChild(doc.createElement("html"));
  doc.head = doc.documentElement.appendChild(doc.createElement("head"));
  doc.body = doc.documentElement.appendChild(doc.createElement("body"));
  return doc;
}

// warmStorage stands in for localStorage, which go-app's client clears
// when it mounts a component outside the page: an empty store.
function warmStorage() {
  return { length: 0, getItem: () => null, setItem() {}, removeItem() {}, clear() {}, key: () => null };
}
