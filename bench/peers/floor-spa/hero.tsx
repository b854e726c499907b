/** The floor page's only content: a hero read through SWR from the inlined data (main.tsx). */
import useSWR from 'swr';

interface HeroData {
  title: string;
  text: string;
}

const fetchJson = (url: string) => fetch(url).then((res) => res.json() as Promise<HeroData>);

export function Hero() {
  const { data } = useSWR<HeroData>('/api/options/hero', fetchJson);
  if (!data) return null;
  return (
    <header className="hero">
      <h1>{data.title}</h1>
      <p>{data.text}</p>
    </header>
  );
}
