import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <AppProvider i18n={initI18n()}>
    <RouterProvider router={createRouter()} />
  </AppProvider>,
);
