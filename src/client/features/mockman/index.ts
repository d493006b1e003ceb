export { MockmanPage } from './components/mockman-page.tsx';
