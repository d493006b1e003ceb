/**
 * Two playlist titles are the same playlist name when they match after trimming and ignoring
 * case: "Paper Crafts" and "paper crafts " would only confuse a user if both existed.
 */
export function playlistTitleKey(title: string): string {
  return title.trim().toLocaleLowerCase('en');
}
