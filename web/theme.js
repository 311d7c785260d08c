// The first script of every page, run before anything is drawn and before
// app.wasm starts.
//
// 1. Storage the browser refuses. In a frame on another site (an embed in
// a course page) with third-party storage blocked, the default in some
// browsers and common in school-managed ones, or wherever the reader blocks
// site data, merely reading window.localStorage throws "SecurityError", and
// the service worker's registration is refused. go-app reads localStorage
// as it starts (it expires stored states) and does not catch that: the Go
// program would stop before it draws anything. So when storage is refused,
// window.localStorage and window.sessionStorage become storages in memory,
// which work as long as the page and keep nothing, and
// window.rfc1738NoStorage tells go-app's loader (app/generate.go patches it)
// not to register the service worker, and the page to say, once, that it
// cannot keep the site for offline use here.
//
// 2. The theme the reader chose with the page's toggle (localStorage
// "theme"), applied before the page is drawn: without it a dark choice
// shows light until app.wasm has loaded (app/theme-toggle.go applies it
// again then). Without storage the page follows the system's setting.
//
// 3. What the address asks of the first frame (below, in a function of its
// own). web/field.js is deferred: a script the page waits for in its head
// holds back its first paint, by the script's download on a slow link. So
// what must be true from the first frame is decided here, and
// window.rfc1738First keeps the reading for field.js. A shared link's
// reader, started by the playground's head (app/reader-start.go), is taken
// over here, or started here if the head did not.
(function () {
  var refused = function (name) {
    try {
      var s = window[name];
      var k = "rfc1738-storage-probe";
      s.setItem(k, "1");
      s.removeItem(k);
      return false;
    } catch (e) {
      return true;
    }
  };
  // memoryStorage is the Storage interface, kept in a Map. Its methods
  // are on its prototype, so that Object.keys lists the stored keys only,
  // as it does for a Storage (go-app walks them).
  var memoryStorage = function () {
    var m = new Map();
    return Object.create({
      get length() { return m.size; },
      key: function (i) { return Array.from(m.keys())[i] ?? null; },
      getItem: function (k) { return m.has(String(k)) ? m.get(String(k)) : null; },
      setItem: function (k, v) { m.set(String(k), String(v)); },
      removeItem: function (k) { m.delete(String(k)); },
      clear: function () { m.clear(); },
    });
  };
  var blocked = false;
  ["localStorage", "sessionStorage"].forEach(function (name) {
    if (!refused(name)) {
      return;
    }
    blocked = true;
    try {
      Object.defineProperty(window, name, { value: memoryStorage(), configurable: true, enumerable: true });
    } catch (e) {
      // Left as it is: the page's own reads and writes are guarded.
    }
  });
  if (blocked) {
    window.rfc1738NoStorage = true;
    document.documentElement.classList.add("no-storage");
  }

  try {
    var t = localStorage.getItem("theme");
    if (t === "dark" || t === "light") {
      document.documentElement.classList.add(t);
    }
  } catch (e) {
    // A browser that refuses storage follows the system's setting.
  }
})();

(() => {
  "use strict";

  // decode returns the input a fragment holds, or null (see decodeFragment
  // in app/fragment.go: the same links are read).
  const decode = (fragment) => {
    fragment = fragment.replace(/^#/, "");
    if (fragment.includes("%")) {
      try {
        fragment = decodeURIComponent(fragment);
      } catch (e) {
        // not percent-encoded after all: read it as it is
      }
    }
    for (const param of fragment.split("&")) {
      if (param.slice(0, 2).toLowerCase() !== "u=") {
        continue;
      }
      let enc = param.slice(2).replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
      if (enc.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(enc)) {
        return null;
      }
      enc += "===".slice(0, (4 - (enc.length % 4)) % 4);
      try {
        const bin = atob(enc);
        const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
        return new TextDecoder().decode(bytes);
      } catch (e) {
        return null;
      }
    }
    return null;
  };

  // The page's language (app/fragment-lang.go): the address's "lang=" (one the
  // page has, else English), or else the first of the browser's languages
  // the page has (any Portuguese is Brazil's; Chinese in simplified
  // characters, not Taiwan's or Hong Kong's traditional ones), else
  // English (app/fragment.go's splitLang reads the address the same way).
  // urlField.lang is the choice, which app/fragment-lang.go loads. The
  // pseudo-language en-XA (every sentence marked, for tests) comes from
  // the address only.
  const langs = ["en", "es", "pt-BR", "fr", "de", "zh-Hans"];
  const browserLang = () => {
    for (const l of navigator.languages || [navigator.language || ""]) {
      const t = l.toLowerCase();
      const primary = t.split("-")[0];
      const tag = primary === "pt" ? "pt-BR"
        : primary === "zh" ? (/^zh(-hans(-|$)|-cn$|-sg$|$)/.test(t) ? "zh-Hans" : "")
        : langs.includes(primary) ? primary : "";
      if (tag) {
        return tag;
      }
    }
    return "en";
  };
  const langAsked = /(?:^#|&)lang=([^&]*)/.exec(location.hash);
  const lang = !langAsked ? browserLang() : langs.includes(langAsked[1]) || langAsked[1] === "en-XA" ? langAsked[1] : "en";

  const linked = decode(location.hash);
  const html = document.documentElement;
  // A shared link: the reading the page was built with is the example's,
  // not the link's, so it is hidden from the first frame. On a slow link
  // the body arrives in pieces and the browser paints what it has parsed
  // long before DOMContentLoaded, when web/field.js fills the field.
  if (linked !== null) {
    html.classList.add("input-ahead");
  }
  // A quiz link ("&quiz" beside a list): the workspace, whose readings
  // could answer the questions, stays hidden (web/app.css) until the app
  // starts the quiz, and is shown again when it ends (app/quiz-view.go).
  if (/(^#|&)quiz(=|&|$)/.test(location.hash) && /(^#|&)[tg]=/.test(location.hash)) {
    html.classList.add("quiz-link");
  }
  // The site's scripts sit in its web/ directory; the playground is the
  // site's root page ("/", or "/name/" under a prefix).
  const me = document.currentScript && document.currentScript.src;
  const rootPath = me ? new URL("..", me).pathname : "";
  const onPlayground = !!me && [rootPath, rootPath + "index.html", rootPath.replace(/\/$/, "")].includes(location.pathname);
  // Each page app.wasm draws has its chrome's file: the playground's is
  // chrome/<tag>.json, /embed's and /rfc's chrome/embed-<tag>.json and
  // chrome/rfc-<tag>.json; any other page (/sources-<tag> is written in
  // its language) has none.
  const pageOf = (name) => !!me && [rootPath + name, rootPath + name + ".html"].includes(location.pathname);
  const chromeFile = onPlayground ? "" : pageOf("embed") ? "embed-" : pageOf("rfc") ? "rfc-" : null;
  // The page as built is English. In another language its chrome (what
  // web/field.js applies once the body is parsed) differs: the body is
  // hidden till then (web/app.css), so that no English shows first.
  if (lang !== "en" && chromeFile !== null) {
    html.classList.add("lang-wait");
  }
  // A shared link's reader (web/reader.js: web/field.js says what it
  // does) is started by the playground's inline script, first in its head
  // (app/reader-start.go), as soon as it sees a "u=" in the address: its
  // download is the link's wait, and this script runs only once the style
  // sheets are here. Whether the link has an input is decided here, with
  // the whole fragment decoded: a worker started for a link without one
  // is ended with its download, and one is started here if that script
  // saw none (that one asks for reader.wasm itself). field.js,
  // deferred, listens to it once the page is parsed; what the worker says
  // before is kept for it.
  let reader = null;
  let early = [];
  let stop = null;
  const started = window.rfc1738Reader;
  delete window.rfc1738Reader;
  if (linked !== null && onPlayground && window.Worker && window.WebAssembly) {
    if (started) {
      reader = started.worker;
      early = started.early;
      stop = started.stop;
    } else {
      try {
        reader = new Worker(new URL("reader.js", me));
        reader.onmessage = reader.onerror = (e) => { early.push(e); };
      } catch (e) {
        reader = null;
      }
    }
  } else if (started) {
    started.worker.terminate();
    started.stop.abort();
  }
  // While the reader downloads, the line in the reading's place counts
  // its bytes (web/field.js); go-app's loading line, in a corner, counts
  // app.wasm's, whose download waits for the reader's: it would stand at
  // 0% beside the other's count. It is hidden until then (reader-loading,
  // web/app.css; field.js takes the class off, or app.js as it asks for
  // app.wasm).
  if (reader) {
    html.classList.add("reader-loading");
  }
  window.rfc1738First = { decode, lang, linked, me, rootPath, onPlayground, chromeFile, reader, early, stop };
})();
