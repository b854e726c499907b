import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { type SetSearchParams, useSearchParams } from './search-params.ts';

afterEach(cleanup);

let setParams: SetSearchParams = () => {};

function Probe() {
  const [params, set] = useSearchParams();
  const location = useLocation();
  setParams = set;
  return (
    <p>
      {location.pathname} {params.get('page') ?? '-'} {params.getAll('tag').join('+')}
    </p>
  );
}

test('reads the query of the address and navigates to a new one on the same page', () => {
  render(
    <MemoryRouter initialEntries={['/panel/users?page=2&tag=a&tag=b']}>
      <Routes>
        <Route path="/panel/users" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('/panel/users 2 a+b')).toBeTruthy();
  act(() => setParams(new URLSearchParams({ page: '3' }), { replace: true }));
  expect(screen.getByText('/panel/users 3')).toBeTruthy();
  act(() => setParams(new URLSearchParams()));
  expect(screen.getByText('/panel/users -')).toBeTruthy();
});
