// Applies the saved theme before the first paint, so a dark-mode user never sees a white flash.
try {
  if (localStorage.getItem('flipfold:theme') === 'dark')
    document.documentElement.classList.add('dark');
} catch {}
