import { buildIdLabel } from './build-info.ts';

/** Placeholder shell until the public-site issue builds the real SPA. */
export function App() {
  return (
    <main>
      <h1>Food Truck Collective</h1>
      <p>The site is starting up. {buildIdLabel()}</p>
    </main>
  );
}
