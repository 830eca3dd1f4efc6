import type { REACTION_EMOJI } from '@proclub/contracts/messaging';

/** Spoken names of the spec's eight reactions, for labels and tooltips. */
export const emojiNames: Record<(typeof REACTION_EMOJI)[number], string> = {
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '😢': 'sad',
  '🎉': 'party',
  '🔥': 'fire',
  '👏': 'clapping',
};

export const emojiName = (emoji: string) => emojiNames[emoji as keyof typeof emojiNames] ?? emoji;
