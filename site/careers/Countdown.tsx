/** The time left until `endsAt`, by the server's clock (`offsetMs`: server minus browser); calls `onEnd` once at zero. */
import { useEffect, useRef, useState } from 'react';

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function Countdown({ endsAt, offsetMs, onEnd }: { endsAt: string; offsetMs: number; onEnd: () => void }) {
  const left = () => Math.max(0, Math.ceil((Date.parse(endsAt) - (Date.now() + offsetMs)) / 1000));
  const [seconds, setSeconds] = useState(left);
  const ended = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt, offsetMs]);
  useEffect(() => {
    if (seconds === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [seconds, onEnd]);
  return (
    <p className={`exam-countdown${seconds < 60 ? ' exam-countdown-low' : ''}`} role="timer" aria-live="off" aria-label="Time left">
      {twoDigits(Math.floor(seconds / 60))}:{twoDigits(seconds % 60)}
    </p>
  );
}
