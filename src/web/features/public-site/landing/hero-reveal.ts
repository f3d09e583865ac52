// SPEC §9: the hero is revealed after 300 ms. It is CSS, so it needs no JavaScript, and it is skipped
// for visitors who ask for reduced motion. The whole hero rises into place; only its secondary parts
// (calls to action, checklist, preview) fade in. The badge, headline and paragraph are opaque from the
// first frame: a transparent element does not count as painted for the browser's largest paint, so
// fading the text in held the page's largest paint back by the length of the reveal.

/** On the hero's grid: everything in it rises into place. */
export const heroRise = 'motion-safe:animate-hero-rise';
/** On the hero's secondary parts: they also fade in. */
export const heroFade = 'motion-safe:animate-hero-fade';
