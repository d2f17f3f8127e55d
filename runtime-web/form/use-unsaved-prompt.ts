import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Asks before leaving a form with unsaved changes: navigation inside the app
 * is held by react-router's blocker (the caller shows the question while
 * `blocker.state === 'blocked'`), closing or reloading the tab by the
 * browser's own `beforeunload` prompt. `allowLeave()` lets a save navigate away.
 */
export function useUnsavedPrompt(dirty: boolean): { blocker: Blocker; allowLeave: () => void } {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return { blocker, allowLeave: () => (leaving.current = true) };
}
