// Compiles app.wasm off the page's thread. app.js (as patched by
// app/generate.go) starts this worker, posts it {url, lengthHeader}, and
// gets back {progress} as each percent of the download arrives, then the
// compiled module, {module, warmed}, or {failed: message}; it instantiates
// the module and runs Go on the page's thread, which the DOM requires.
//
// Why a worker: the browser's streaming compilation decodes the module
// on the thread that feeds it the bytes, and go-app's loader feeds it
// through a JavaScript stream that counts them. On the page's thread that
// was a long task per batch of bytes that had arrived — about half a
// second of tasks for app.wasm's 12 MB of code and data on a fast link,
// where go-app's minimal page has a tenth of that
// (docs/PERFORMANCE.md). Here the bytes are counted and decoded in the
// worker, and the page's thread stays free for the student's typing.
"use strict";

self.onmessage = async (e) => {
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
    self.postMessage({ module, warmed: await warmUp(module, warm) });
  } catch (err) {
    self.postMessage({ failed: String(err) });
  }
};

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
    self.goappGetenv = (k) => warm.env[k];
    self.rfc1738Warm = { hash: warm.hash };
    const go = new Go();
    await go.run(await WebAssembly.instantiate(module, go.importObject));
    return self.rfc1738Warmed || "ended without a word";
  } catch (err) {
    return String(err);
  }
}
