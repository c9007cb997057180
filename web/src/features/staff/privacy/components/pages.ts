import './privacy.css';

export { RequestPage } from './request-page';
export { RequestsPage } from './requests-page';
