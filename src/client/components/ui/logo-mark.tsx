/** CraftReel's mark: a film reel with a stitched rim (decorative; the wordmark beside it names it). */
export function LogoMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="32" cy="32" r="29" fill="var(--color-accent-strong)" />
      <circle
        cx="32"
        cy="32"
        r="24"
        fill="none"
        stroke="var(--color-accent-contrast)"
        strokeWidth="2"
        strokeDasharray="4 3.2"
        strokeLinecap="round"
      />
      <g fill="var(--color-accent-contrast)">
        <circle cx="32" cy="19.5" r="5.4" />
        <circle cx="43.89" cy="28.14" r="5.4" />
        <circle cx="39.35" cy="42.11" r="5.4" />
        <circle cx="24.65" cy="42.11" r="5.4" />
        <circle cx="20.11" cy="28.14" r="5.4" />
        <circle cx="32" cy="32" r="2.6" />
      </g>
    </svg>
  );
}
