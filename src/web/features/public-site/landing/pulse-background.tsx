// SPEC §2: a decorative background of 20 pulsing dots on a faint grid. Positions and delays are fixed,
// not random, so the prerendered HTML and the hydrated page agree.
const dots = Array.from({ length: 20 }, (_, i) => ({
  left: (i * 37 + 11) % 100,
  top: (i * 53 + 7) % 100,
  delay: (i % 7) * 0.45,
  size: i % 3 === 0 ? 'size-1.5' : 'size-1',
}));

export function PulseBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            'linear-gradient(to right, #fff 1px, transparent 1px), linear-gradient(to bottom, #fff 1px, transparent 1px)',
          backgroundSize: '48px 48px',
          maskImage: 'radial-gradient(ellipse at 50% 30%, #000 40%, transparent 80%)',
        }}
      />
      {/* A radial gradient rather than a blurred circle: the same glow without an expensive blur filter. */}
      <div className="absolute inset-0 bg-[radial-gradient(40rem_24rem_at_50%_0%,rgb(56_182_255/0.22),transparent_70%)]" />
      {dots.map((dot) => (
        <span
          key={`${dot.left}-${dot.top}`}
          data-testid="pulse-dot"
          className={`absolute ${dot.size} rounded-full bg-brand-400 shadow-[0_0_12px_2px] shadow-brand-500/60 motion-safe:animate-pulse`}
          style={{ left: `${dot.left}%`, top: `${dot.top}%`, animationDelay: `${dot.delay}s` }}
        />
      ))}
    </div>
  );
}
