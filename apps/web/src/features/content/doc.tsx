// The building blocks of the static pages and blog articles, one import for the screens: the document
// model (doc-model.ts), its renderer (doc-blocks.tsx) and the page frame (doc-page.tsx).
export * from './doc-model.ts';
export * from './doc-blocks.tsx';
export * from './doc-page.tsx';
