// Runs before the first paint, so nothing the page first shows changes when the app starts.
// Inside a block, its names all const, so none of them becomes a global of the page.
{
  // The theme: the saved one, or on a first visit the system's (app/theme.ts reads it the same
  // way), so a dark-mode user never sees a white flash.
  const applyTheme = () => {
    try {
      const saved = localStorage.getItem('flipfold:theme');
      if (
        saved === 'dark' ||
        (saved === null && matchMedia('(prefers-color-scheme: dark)').matches)
      )
        document.documentElement.classList.add('dark');
    } catch {}
  };

  // The pastel accent of this browser session (its colours are in styles.css): the same for every
  // page of the session, a new one for the next.
  const applyAccent = () => {
    const ACCENTS = ['pink', 'blue', 'mint', 'yellow', 'purple', 'peach'];
    let accent = null;
    try {
      accent = sessionStorage.getItem('flipfold:accent');
    } catch {}
    if (!ACCENTS.includes(accent)) {
      accent = ACCENTS[Math.floor(Math.random() * ACCENTS.length)];
      try {
        sessionStorage.setItem('flipfold:accent', accent);
      } catch {}
    }
    document.documentElement.dataset.accent = accent;
  };

  // The shell carries the signed-out home page, drawn at build time; anywhere else (a deep link, a
  // shared link, a signed-in visitor, a kiosk presenting on this device) it is hidden until the app
  // draws the real page.
  const showsLanding = (sharedLink) => {
    let signedIn = false;
    let kiosk = false;
    try {
      signedIn = localStorage.getItem('flipfold:user') !== null;
      kiosk = localStorage.getItem('flipfold:kiosk') !== null;
    } catch {}
    return location.pathname === '/' && !sharedLink && !signedIn && !kiosk;
  };

  // Adds the app's entry to the page, once; without one (a page that names its own) it does nothing.
  const entryLoader = (entry) => {
    let loaded = !entry;
    return () => {
      if (loaded) return;
      loaded = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    };
  };

  // A click on one of the drawn landing's buttons before the app has started (main.tsx marks the
  // page) is kept, by the button's place, and replayed by the app's landing once it has taken the
  // page over (features/landing/early-click.ts).
  const keepEarlyClicks = (load) => {
    const buttons = '[data-landing] button';
    document.addEventListener(
      'click',
      (event) => {
        if (document.documentElement.dataset.appStarted !== undefined) return;
        const button = event.target instanceof Element && event.target.closest(buttons);
        if (!button) return;
        const place = [...document.querySelectorAll(buttons)].indexOf(button);
        document.documentElement.dataset.earlyClick = String(place);
        load();
      },
      true,
    );
  };

  // The entry is fetched once a drawn page has painted, so its download and start-up never hold
  // the first paint up; with nothing drawn to show (a signed-in visitor's home), after the first
  // frame.
  const loadAfterPaint = (load, drawn) => {
    if (drawn && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
      // A page in a background tab does not paint until shown; it loads anyway.
      setTimeout(load, 3000);
    } else {
      requestAnimationFrame(() => setTimeout(load));
    }
  };

  applyTheme();
  applyAccent();
  const sharedLink = new URLSearchParams(location.search).has('view');
  const landing = showsLanding(sharedLink);
  if (!landing) document.documentElement.dataset.hideLanding = '';
  // On a page the server sends drawn (the landing, a shared link's first panel) it hands the app's
  // entry to this script (data-entry) instead of a module script tag.
  const entry = document.currentScript?.dataset.entry;
  const load = entryLoader(entry);
  if (landing) keepEarlyClicks(load);
  if (entry) loadAfterPaint(load, landing || sharedLink);
}
