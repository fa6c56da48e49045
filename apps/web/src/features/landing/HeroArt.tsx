/** The landing hero's illustration: supplement jars on leaves, with the promotion sticker. */
export function HeroArt({ percent, upTo }: { percent: number | null; upTo: string }) {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 400 340" focusable="false">
        <ellipse cx="210" cy="180" rx="170" ry="150" fill="var(--green-100)" />
        <path d="M62 262c10-86 70-140 170-150-6 92-64 146-150 150H62Z" fill="var(--green-300)" />
        <path
          d="M70 258c34-52 78-90 132-118"
          stroke="var(--green-50)"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M330 252c-4-62-42-104-112-116 0 68 40 110 104 116h8Z" fill="var(--green-500)" />
        <path
          d="M324 248c-22-40-52-70-92-92"
          stroke="var(--green-100)"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <g>
          <rect x="150" y="96" width="86" height="24" rx="7" fill="var(--green-800)" />
          <rect
            x="140"
            y="116"
            width="106"
            height="150"
            rx="22"
            fill="#fff"
            stroke="var(--green-800)"
            strokeWidth="4"
          />
          <rect x="152" y="160" width="82" height="60" rx="10" fill="var(--green-50)" />
          <path d="M174 208c0-18 11-29 32-31-2 19-12 31-28 31h-4Z" fill="var(--green-600)" />
          <path d="M175 209c7-10 15-17 25-22" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        </g>
        <g>
          <rect x="256" y="150" width="58" height="18" rx="6" fill="var(--accent-600)" />
          <rect
            x="248"
            y="164"
            width="74"
            height="104"
            rx="16"
            fill="#fff"
            stroke="var(--accent-600)"
            strokeWidth="4"
          />
          <rect x="258" y="192" width="54" height="40" rx="8" fill="var(--accent-100)" />
          <circle cx="285" cy="212" r="9" fill="var(--accent-400)" />
        </g>
        <ellipse cx="226" cy="276" rx="120" ry="10" fill="var(--green-800)" opacity=".12" />
        <circle cx="96" cy="96" r="10" fill="var(--accent-400)" />
        <circle cx="352" cy="120" r="6" fill="var(--green-500)" />
        <circle cx="60" cy="190" r="5" fill="var(--green-500)" />
      </svg>
      {percent === null ? null : (
        <span className="hero__sticker">
          <small>{upTo}</small>
          {`-${percent}%`}
        </span>
      )}
    </div>
  );
}
