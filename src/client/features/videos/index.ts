/** The videos feature's public face, for route modules. */
export { useVideo } from './api/get-video.ts';
export { useVideos } from './api/get-videos.ts';
export { CategoryFilters } from './components/category-filters.tsx';
export { VideoDetails } from './components/video-details.tsx';
export { VideoDetailsSkeleton } from './components/video-details-skeleton.tsx';
export { VideoFeed } from './components/video-feed.tsx';
export { VideoUnavailable } from './components/video-unavailable.tsx';
