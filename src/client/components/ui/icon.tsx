import type { ReactElement, SVGProps } from 'react';

/*
 * CraftReel's icon set, drawn as inline SVG (no icon font, nothing fetched): a 24 px grid,
 * round 2 px strokes in currentColor so an icon takes the colour of its text.
 */
const paths = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </>
  ),
  home: (
    <>
      <path d="M3.5 10.5 12 3.8l8.5 6.7" />
      <path d="M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9" />
    </>
  ),
  playlist: (
    <>
      <path d="M4 6h12M4 11h12M4 16h7" />
      <path d="M15.5 14.2v6.6l5-3.3z" />
    </>
  ),
  'playlist-add': (
    <>
      <path d="M4 6h12M4 11h12M4 16h7" />
      <path d="M18 13.5v7M14.5 17h7" />
    </>
  ),
  heart: (
    <path d="M12 20.2s-7.6-4.6-8.9-9.4C2.3 7.7 4.3 4.8 7.4 4.8c2 0 3.6 1.2 4.6 2.8 1-1.6 2.6-2.8 4.6-2.8 3.1 0 5.1 2.9 4.3 6-1.3 4.8-8.9 9.4-8.9 9.4z" />
  ),
  'thumbs-up': (
    <>
      <path d="M7.5 10.5v9.5H4.5a1 1 0 0 1-1-1v-7.5a1 1 0 0 1 1-1z" />
      <path d="M7.5 10.5 11 3.8a2 2 0 0 1 3.7 1.3l-.7 4.4h5.2a2 2 0 0 1 2 2.4l-1.3 6.4A2 2 0 0 1 18 20H7.5" />
    </>
  ),
  bookmark: <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  history: (
    <>
      <path d="M3.8 12a8.2 8.2 0 1 0 2.4-5.8L3.8 8.6" />
      <path d="M3.8 4v4.6h4.6" />
      <path d="M12 8v4l2.8 1.8" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  login: (
    <>
      <path d="M14.5 3.5h4a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2h-4" />
      <path d="m10 16.5 4.5-4.5L10 7.5M14.5 12H3.5" />
    </>
  ),
  logout: (
    <>
      <path d="M9.5 20.5h-4a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4" />
      <path d="m16 16.5 4.5-4.5L16 7.5M20.5 12h-11" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="m3.5 3.5 17 17" />
      <path d="M10.2 5.7A9 9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.9 3.6M6.4 7.1C3.9 8.8 2.5 12 2.5 12S6 18.5 12 18.5a9.3 9.3 0 0 0 4.9-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2.2" />
      <circle cx="9" cy="17" r="2.2" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  trash: (
    <>
      <path d="M4 7h16M9.5 7V4.5h5V7" />
      <path d="m6.5 7 .9 12.6a1 1 0 0 0 1 .9h7.2a1 1 0 0 0 1-.9L17.5 7M10 11v5.5M14 11v5.5" />
    </>
  ),
  more: (
    <>
      <circle cx="12" cy="5.5" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="12" cy="18.5" r="1.3" fill="currentColor" />
    </>
  ),
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  send: (
    <>
      <path d="M20.5 3.5 10 14" />
      <path d="M20.5 3.5 14 20.5l-4-6.5-6.5-4z" />
    </>
  ),
  'arrow-left': <path d="M19.5 12h-15M11 5.5 4.5 12l6.5 6.5" />,
  scissors: (
    <>
      <circle cx="6.5" cy="6.5" r="2.8" />
      <circle cx="6.5" cy="17.5" r="2.8" />
      <path d="M8.6 8.4 20 18M8.6 15.6 20 6" />
    </>
  ),
  brush: (
    <>
      <path d="M20 4 11.5 12.5" />
      <path d="M11.5 12.5c-2-.8-4.6.3-5 2.8-.3 1.8-1.3 3-3 3.7 3 1.4 7.4.6 8.7-2.3.6-1.4.4-3.1-.7-4.2z" />
    </>
  ),
  recycle: (
    <>
      <path d="m8 8.5 2.7-4.6a1.5 1.5 0 0 1 2.6 0L15.5 7.6" />
      <path d="m14 7.9 1.5-.3.4-1.6" />
      <path d="M19 13.2l2 3.5a1.5 1.5 0 0 1-1.3 2.3h-4.8" />
      <path d="m16 17.6-1.1 1.4 1.1 1.4" />
      <path d="M8.4 19H4.3A1.5 1.5 0 0 1 3 16.7l2.4-4.1" />
      <path d="m4.1 13.3 1.3-.8 1.5.6" />
    </>
  ),
  download: <path d="M12 3.5v11.5M7 10.5l5 5 5-5M4.5 20h15" />,
  upload: <path d="M12 15.5V4M7 8.5l5-5 5 5M4.5 20h15" />,
  alert: (
    <>
      <path d="M12 3.8 2.8 19.5h18.4z" />
      <path d="M12 10v4.2M12 17v.01" />
    </>
  ),
  /** A drag handle: two columns of dots. */
  grip: <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />,
  'arrow-right': <path d="M4.5 12h15M13 5.5l6.5 6.5-6.5 6.5" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;

/**
 * Icons that point along the line of text: an arrow, signing in or out, sending. Right to left
 * they turn round (base.css), so "Next" still points the way the page reads. Others keep their
 * drawing: a clock or history turns as a clock does, and play means the video's time.
 */
const MIRRORED_RIGHT_TO_LEFT: ReadonlySet<IconName> = new Set([
  'arrow-left',
  'arrow-right',
  'login',
  'logout',
  'send',
]);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Width and height in px (default 20). */
  size?: number;
}

/**
 * A decorative icon: hidden from assistive technology, so whatever holds it (a link, a
 * button) must carry the accessible name, e.g. IconButton's `label`.
 */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={[
        'icon',
        MIRRORED_RIGHT_TO_LEFT.has(name) ? 'icon--mirrored' : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
