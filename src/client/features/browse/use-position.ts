import { GEOLOCATION_OPTIONS } from '@shared/constants';
import { useCallback, useState } from 'react';

export type PositionProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export interface PositionState {
  position: { lat: number; lng: number } | null;
  pending: boolean;
  problem: PositionProblem | null;
}

/** The browser's position, asked for only when wanted (docs/product.md, "Limits": 5 s, cached 5 min, low accuracy). */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ position: null, pending: false, problem: null });
  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ position: null, pending: false, problem: 'unsupported' });
      return;
    }
    setState((current) => ({ ...current, pending: true, problem: null }));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          position: { lat: coords.latitude, lng: coords.longitude },
          pending: false,
          problem: null,
        }),
      (error) =>
        setState({
          position: null,
          pending: false,
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      GEOLOCATION_OPTIONS,
    );
  }, []);
  return { ...state, request };
}
