// What other modules may use from messaging: the write a moderation decision (admin module) makes on a message.
export { deleteMessage } from './message-moderation.repository';
