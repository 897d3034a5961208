/// <reference types="vite/client" />

// react-dom/server.browser (Web streams) has the same API as react-dom/server's browser exports.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream, renderToString, renderToStaticMarkup } from 'react-dom/server';
}
