import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this device's, read from the `Date` header of a small API
 * answer: countdowns follow the server, so a wrong device clock changes nothing.
 */
export function useServerOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const sentAt = Date.now();
    fetch('/api/latest/health/', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => {
        const date = response.headers.get('date');
        if (!date || cancelled) return;
        // The header has whole seconds; halfway through the round trip is the best guess of "now".
        const midpoint = (sentAt + Date.now()) / 2;
        setOffset(Date.parse(date) + 500 - midpoint);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return offset;
}
