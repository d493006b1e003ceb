// The web app's entry. React DOM starts here (its start-up is a good part of the app's); the app
// itself, with its libraries and schemas (start-app.tsx, part of the first load of /: it is
// fetched at once, scripts/first-load-size.mjs counts it), starts in the next task, so neither
// is one long task on a slow phone (Lighthouse's blocking time) and input is answered between.
import 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('CraftReel: the page has no #root element');
const app = import('./start-app.tsx');
if (import.meta.env.MODE === 'demo') {
  // The demo build (`npm run build:demo`, docs/decisions/0011): the app starts once the service worker
  // that answers /api in this browser controls the page. Other builds leave this branch out.
  void Promise.all([
    app,
    import('./features/demo/start-demo.ts').then(({ startDemo }) => startDemo(container)),
  ]).then(([{ startApp }, ready]) => {
    if (ready) startApp(container);
  });
} else {
  void app.then(({ startApp }) => startApp(container));
}
