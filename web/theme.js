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
