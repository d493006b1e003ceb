/** The external player's id for a videoLink: some seed links carry a `v=` prefix. */
export function youtubeIdOf(videoLink: string): string {
  return videoLink.startsWith('v=') ? videoLink.slice(2) : videoLink;
}

export function embedUrlOf(videoLink: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeIdOf(videoLink))}`;
}
