/**
 * The address's query as URLSearchParams, and a setter that navigates to new ones (`?` + them,
 * as react-router's own `useSearchParams` does): what the staff screens keep their list state in.
 * react-router's hook lives in the module of `Link` (dom/lib.js), which is in the framework chunk
 * every visitor loads, so while the staff took it from react-router the public first load carried
 * it and its helpers (decision 047).
 */
import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

export type SetSearchParams = (next: URLSearchParams, options?: NavigateOptions) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      void navigate(`?${next}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
