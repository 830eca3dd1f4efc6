/**
 * Which conversation this tab has open, so inbox events for it are treated as read (the open view marks it
 * read as messages arrive) instead of flashing an unread badge.
 */
let active: string | null = null;

export const activeConversation = {
  get: () => active,
  set: (id: string | null) => {
    active = id;
  },
};
