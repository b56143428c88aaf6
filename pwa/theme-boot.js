// Applies the theme before the first paint, so a dark-mode user never sees a white flash: the saved
// one, or on a first visit the system's (state/theme.ts reads it the same way).
try {
  const saved = localStorage.getItem('flipfold:theme');
  if (saved === 'dark' || (saved === null && matchMedia('(prefers-color-scheme: dark)').matches))
    document.documentElement.classList.add('dark');
} catch {}

// On a shared link the server hands the app's entry to this script (data-entry) instead of a module
// script tag: it is fetched once the first frame, with the server-drawn first panel, is painted.
const entry = document.currentScript?.dataset.entry;
if (entry)
  requestAnimationFrame(() =>
    setTimeout(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    }),
  );
