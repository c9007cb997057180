// Runs before the page shows (the prerenderer inlines it in every page's <head>, allowed by its CSP
// hash): a visitor who chose a language with the MS/EN switch (stored as localStorage "language":
// "bm" or "eng") and opens a page of the other language goes straight to the same page in theirs,
// so the other language never flashes.
// English pages are under /en (web/src/config/paths.ts); plain script, no module, no dependencies.
(function () {
  var chosen;
  try {
    chosen = window.localStorage.getItem('language');
  } catch {
    return;
  }
  var path = window.location.pathname;
  var english = path === '/en' || path.indexOf('/en/') === 0;
  var target;
  if (chosen === 'eng' && !english) target = path === '/' ? '/en' : '/en' + path;
  else if (chosen === 'bm' && english) target = path.slice(3) || '/';
  if (target) window.location.replace(target + window.location.search + window.location.hash);
})();
