// Runs before the first paint: sets the light/dark class from localStorage 'ui-theme' (default system).
(() => {
  try {
    var t = localStorage.getItem('ui-theme') || 'system';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var r = document.documentElement;
    r.classList.add(dark ? 'dark' : 'light');
    r.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    document.documentElement.classList.add('dark');
  }
})();
