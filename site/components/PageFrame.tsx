import { Outlet } from 'react-router-dom';
import { HeadSync } from './HeadSync';

/** The frame of every public page: the page, and its head kept current. Its error element is PageError. */
export function PageFrame() {
  return (
    <>
      <Outlet />
      <HeadSync />
    </>
  );
}
