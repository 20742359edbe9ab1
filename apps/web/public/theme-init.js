// Runs before the first paint: sets the light/dark class from localStorage 'ui-theme' (default system).
(() => {
  const r = document.documentElement;
  let dark = true;
  try {
    const t = localStorage.getItem('ui-theme') || 'system';
    dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    /* storage blocked: keep the brand's dark look */
  }
  r.classList.add(dark ? 'dark' : 'light');
  r.style.colorScheme = dark ? 'dark' : 'light';
})();
