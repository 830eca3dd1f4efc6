/** The time source for rules that depend on age (typing indicators); tests inject a fake one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
