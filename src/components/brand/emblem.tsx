import type { CSSProperties } from "react";

/** The brand story's emblem (public/media/brand/emblem.svg) inline, so its ring can turn alone. */
export function Emblem({
  className,
  ringClassName,
  ringStyle,
}: {
  className?: string;
  ringClassName?: string;
  ringStyle?: CSSProperties;
}) {
  return (
    <svg viewBox="0 0 240 240" className={className} aria-hidden="true">
      <g data-emblem-ring className={ringClassName} style={ringStyle}>
        <circle cx="120" cy="120" r="117" fill="none" stroke="#9B1C1F" strokeWidth="3" />
        <circle
          cx="120"
          cy="120"
          r="102"
          fill="none"
          stroke="#111010"
          strokeWidth="9"
          strokeDasharray="5.983 3.141 7.104 3.141 5.983 3.141 6.357 3.141 6.73 12.713 6.357 3.141 6.357 3.141 7.104 3.141 7.104 3.141 6.73 12.713 6.73 3.141 7.104 3.141 5.983 12.713 2.243 3.141 6.357 3.141 5.983 12.713 5.983 3.141 8.6 3.141 5.983 3.141 6.357 3.141 6.73 12.713 6.357 3.141 6.73 3.141 7.104 3.141 2.243 3.141 6.357 31.409 5.983 3.141 7.104 3.141 5.983 3.141 6.357 3.141 6.73 12.713 6.357 3.141 6.357 3.141 7.104 3.141 7.104 3.141 6.73 12.713 6.73 3.141 7.104 3.141 5.983 12.713 2.243 3.141 6.357 3.141 5.983 12.713 5.983 3.141 8.6 3.141 5.983 3.141 6.357 3.141 6.73 12.713 6.357 3.141 6.73 3.141 7.104 3.141 2.243 3.141 6.357 31.409"
          transform="rotate(-441.179 120 120)"
        />
        <circle cx="120" cy="18" r="4" fill="#9B1C1F" />
        <circle cx="120" cy="222" r="4" fill="#9B1C1F" />
        <circle cx="120" cy="120" r="90" fill="none" stroke="#9B1C1F" strokeWidth="1.5" />
        <circle
          cx="120"
          cy="120"
          r="84"
          fill="none"
          stroke="#111010"
          strokeWidth="6"
          strokeDasharray="1.4 5.93"
        />
      </g>
      <g>
        <path
          fill="#9B1C1F"
          fillRule="evenodd"
          d="M120 48A72 72 0 1 1 120 192A72 72 0 1 1 120 48ZM94 114V100A26 26 0 0 1 146 100V114ZM88 120H152V131H88ZM93 131H102V162H93ZM138 131H147V162H138Z"
        />
      </g>
    </svg>
  );
}
