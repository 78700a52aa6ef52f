import type { TokenName } from '../balances';

/**
 * The coin and the diamond as inline SVG. They were emoji before, which a simulator PC or kiosk
 * without a colour-emoji font (a stock Linux install, headless Chromium) draws as empty boxes.
 * Decorative unless given a `label` (where the token's name is not written beside it).
 */
export function TokenIcon({ token, size = 14, label }: { token: TokenName; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      data-testid={`token-icon-${token}`}
      style={{ verticalAlign: 'middle', flexShrink: 0 }}
    >
      {token === 'coins' ? (
        <>
          <circle cx="8" cy="8" r="7" fill="#f5c518" stroke="#b8860b" strokeWidth="1" />
          <circle cx="8" cy="8" r="4.2" fill="none" stroke="#b8860b" strokeWidth="1" />
        </>
      ) : (
        <>
          <path d="M4 2h8l3 4-7 8.5L1 6z" fill="#5bd4f0" stroke="#1c7ea6" strokeWidth="1" strokeLinejoin="round" />
          <path
            d="M1 6h14M5.5 6 8 14.5 10.5 6M4 2l1.5 4L8 2l2.5 4L12 2"
            fill="none"
            stroke="#1c7ea6"
            strokeWidth="0.7"
          />
        </>
      )}
    </svg>
  );
}
