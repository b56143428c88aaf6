import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app-frame';
import { AppRoutes } from './routes';

/**
 * The signed-out home page (header, landing, footer) as the app draws it, for the build to write
 * into the shell: a visitor's first paint needs only the HTML, and the app then takes the markup
 * over as it is (docs/architecture.md, "The first paint"). No update prompt: it draws nothing.
 */
export function landingMarkup(): string {
  return renderToString(
    <AppFrame
      routes={
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      }
      updates={null}
    />,
  );
}
