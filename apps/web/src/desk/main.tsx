// The desk's browser entry (docs/desk.md): its own page at /desk/, its own bundle, its own calls.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './DeskApp.tsx';
import { initDeskCountry, loadDeskUser } from './session.ts';
import '../styles/global.css';
import './desk.css';

initDeskCountry();
void loadDeskUser();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the desk page');
createRoot(root).render(
  <StrictMode>
    <DeskApp />
  </StrictMode>,
);
