import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiHostFrom } from './config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App
      apiHost={apiHostFrom(window.location.search, import.meta.env.VITE_API_HOST)}
      distributorId="playground"
    />
  </StrictMode>,
);
