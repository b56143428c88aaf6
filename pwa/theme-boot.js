// Applies the theme before the first paint, so a dark-mode user never sees a white flash: the saved
// one, or on a first visit the system's (state/theme.ts reads it the same way).
try {
  const saved = localStorage.getItem('flipfold:theme');
  if (saved === 'dark' || (saved === null && matchMedia('(prefers-color-scheme: dark)').matches))
    document.documentElement.classList.add('dark');
} catch {}
