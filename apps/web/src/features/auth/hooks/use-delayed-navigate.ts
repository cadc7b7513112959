import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_REDIRECT_DELAY_MS } from '@rede/domain/constants';

/** Navigates to `to` after AUTH_REDIRECT_DELAY_MS (1.5 s); the timer dies with the screen. */
export const useDelayedNavigate = (delayMs: number = AUTH_REDIRECT_DELAY_MS) => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (to: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
};
