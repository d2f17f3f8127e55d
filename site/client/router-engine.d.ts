/**
 * react-router's navigation engine as a chunk of its own: vite.config.ts
 * points this name at react-router's module for the browser build, so that
 * bundling it apart from the components keeps it out of the first download.
 */
declare module 'react-router-engine' {
  export { createBrowserRouter } from 'react-router-dom';
}
