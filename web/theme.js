// The theme the reader chose with the page's toggle (localStorage "theme"),
// applied before the page is drawn: without it a dark choice shows light
// until app.wasm has loaded (app/theme-toggle.go applies it again then).
(function () {
  try {
    var t = localStorage.getItem("theme");
    if (t === "dark" || t === "light") {
      document.documentElement.classList.add(t);
    }
  } catch (e) {
    // A browser that refuses storage follows the system's setting.
  }
})();
