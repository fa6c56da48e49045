// Small decorative illustrations of the four blog teasers, drawn with the shop's palette.
export type BlogArtKind = 'weight' | 'hair' | 'libido' | 'capsule';

const TONES: Record<BlogArtKind, [bg: string, fg: string]> = {
  weight: ['var(--green-100)', 'var(--green-600)'],
  hair: ['var(--amber-100)', 'var(--amber-700)'],
  libido: ['var(--rose-100)', 'var(--rose-700)'],
  capsule: ['var(--teal-100)', 'var(--teal-700)'],
};

export function BlogArt({ kind }: { kind: BlogArtKind }) {
  const [bg, fg] = TONES[kind];
  return (
    <svg
      className="blog-card__art"
      viewBox="0 0 320 160"
      width="320"
      height="160"
      style={{ background: bg }}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="160" fill={bg} />
      <circle cx="268" cy="30" r="46" fill="#fff" opacity=".45" />
      <circle cx="40" cy="140" r="34" fill="#fff" opacity=".35" />
      {kind === 'weight' ? (
        <g fill="none" stroke={fg} strokeWidth="6" strokeLinecap="round">
          <rect x="110" y="42" width="100" height="84" rx="20" fill="#fff" />
          <path d="M132 82a28 28 0 0 1 56 0Z" fill={bg} />
          <path d="m160 82 10-14" />
        </g>
      ) : kind === 'hair' ? (
        <g fill="none" stroke={fg} strokeWidth="6" strokeLinecap="round">
          <path d="M120 132c0-40 10-72 40-94 30 22 40 54 40 94" />
          <path d="M140 132c0-30 6-52 20-70 14 18 20 40 20 70" />
        </g>
      ) : kind === 'libido' ? (
        <path
          d="M160 128s-46-28-46-62a26 26 0 0 1 46-16 26 26 0 0 1 46 16c0 34-46 62-46 62Z"
          fill="#fff"
          stroke={fg}
          strokeWidth="6"
        />
      ) : (
        <g stroke={fg} strokeWidth="6">
          <rect x="104" y="62" width="112" height="40" rx="20" fill="#fff" transform="rotate(-24 160 82)" />
          <path d="M160 58v48" transform="rotate(-24 160 82)" />
          <circle cx="232" cy="110" r="8" fill={fg} />
          <circle cx="96" cy="50" r="6" fill={fg} />
        </g>
      )}
    </svg>
  );
}
