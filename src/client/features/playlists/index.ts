/** The playlists feature's public face, for route modules (the layout imports the modal directly). */
export { usePlaylists } from './api/get-playlists.ts';
export { CreatePlaylistForm } from './components/create-playlist-form.tsx';
export { PlaylistButton } from './components/playlist-button.tsx';
export { PlaylistModal } from './components/playlist-modal.tsx';
export { PlaylistsPage } from './components/playlists-page.tsx';
