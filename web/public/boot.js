// Starts the app's code once the page has shown (the prerenderer inlines it at the end of every
// page's <body>, allowed by its CSP hash; its data-style, data-entry and data-preload attributes
// name the rest of the page's CSS and the page's modules). The prerendered HTML is the whole
// page, readable and navigable by its links, so its first paint and its images never wait for or
// share the network with scripts: the modules (and the rest of the CSS, the rules the page's own
// markup cannot use) load after the load event and the frame that follows it, or at once when the
// visitor reaches for the page (pointer, touch, key or focus). The app's code runs once that
// stylesheet is there.
// Until the app has taken the page over (web/src/lib/boot.ts), the first click on a button or
// submit is held (in gskBoot.held), not lost or sent natively: the app replays it once its
// handlers are there.
// Plain script, no module, no dependencies.
(function () {
  var script = document.currentScript;
  var style = script.getAttribute('data-style');
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  var acts = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var boot = { held: [], release: release };
  window.gskBoot = boot;

  function start() {
    if (started) return;
    started = true;
    // The rest of the site's CSS (what only the app's states use) before the app's code runs.
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = style;
    sheet.onload = sheet.onerror = run;
    document.head.appendChild(sheet);
    preload(0);
  }

  // A few preloads per task: each costs the main thread a little, and a long task would hold up
  // a visitor's tap. A browser without module preloads (Safari before 17) fetches them as
  // scripts, in the same mode, so the modules come from its cache (the app's bundle carries no
  // polyfill of its own: vite.config.ts).
  function preload(from) {
    var to = Math.min(from + 4, preloads.length);
    for (var i = from; i < to; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      if (link.relList && link.relList.supports && link.relList.supports('modulepreload')) {
        link.rel = 'modulepreload';
      } else {
        link.rel = 'preload';
        link.as = 'script';
      }
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    if (to < preloads.length) {
      setTimeout(function () {
        preload(to);
      });
    }
  }

  function run() {
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  function hold(event) {
    var target = event.target;
    if (event.type === 'click') {
      target = target && target.closest && target.closest('button, input[type="submit"]');
      if (!target) return;
    }
    // Held for the app alone: what listens meanwhile (React, once it has started) never sees it,
    // so the app's replay is the one time it is done.
    event.preventDefault();
    event.stopPropagation();
    if (boot.held.length === 0) boot.held.push({ type: event.type, target: target });
    start();
  }

  function release() {
    for (var i = 0; i < acts.length; i += 1) {
      window.removeEventListener(acts[i], start, true);
    }
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
  }

  for (var i = 0; i < acts.length; i += 1) {
    window.addEventListener(acts[i], start, { capture: true, passive: true });
  }
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  // After the load event, once the frame that follows it has been shown.
  window.addEventListener('load', function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  });
})();
