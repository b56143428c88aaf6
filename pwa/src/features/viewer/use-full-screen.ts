import { useEffect, useState } from 'react';

/**
 * Whether the page is full screen, and the switch. The whole page goes full screen, not the viewer
 * alone: the QR modal and the toasts render outside the viewer (portals), and only the full-screen
 * element's content is shown.
 */
export function useFullScreen() {
  const [on, setOn] = useState(false);

  useEffect(() => {
    const onChange = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => {});
  };

  // Phones too: presenters show flipbooks full screen at events. iPhones have no element full screen.
  return { available: document.fullscreenEnabled, on, toggle };
}
