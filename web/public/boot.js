// Starts the app's code once the page has shown (the prerenderer inlines it at the end of every
// page's <body>, allowed by its CSP hash; its data-entry and data-preload attributes name the
// page's modules). The prerendered HTML is the whole page, readable and navigable by its links, so
// its first paint and its images never wait for or share the network with scripts: the modules
// load after the load event and the frame that follows it, or at once when the visitor reaches for
// the page (pointer, touch, key or focus).
// Until the app has taken the page over (web/src/lib/boot.ts), the first click on a button or
// submit is held (in gskBoot.held), not lost or sent natively: the app replays it once its
// handlers are there.
// Plain script, no module, no dependencies.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  var acts = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var boot = { held: [], release: release };
  window.gskBoot = boot;

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
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
    event.preventDefault();
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
