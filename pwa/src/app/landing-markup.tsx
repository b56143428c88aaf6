import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { Landing } from '../features/landing/landing';
import { Layout } from './layout';

/**
 * The signed-out home page (header, landing, footer) as static markup. The build writes it into
 * the shell, so a visitor's first paint needs only the HTML, not the app's script; the app then
 * draws the same page in its place (docs/performance.md).
 */
export function landingMarkup(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Landing />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}
