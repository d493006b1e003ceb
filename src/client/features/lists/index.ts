/** The lists feature (likes, watch later, history): its public face, for route modules. */
export { useList } from './api/get-list.ts';
export { ListPage } from './components/list-page.tsx';
export { ListToggleButton } from './components/list-toggle-button.tsx';
export { useAddToHistory } from './hooks/use-add-to-history.ts';
export { useListBusy } from './hooks/use-list-busy.ts';
