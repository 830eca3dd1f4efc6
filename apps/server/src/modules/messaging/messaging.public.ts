// What other modules may use from messaging: what a moderation report reads of a message and its decision deletes,
// and who takes part in a conversation (a custom offer is made in one).
export { conversationParticipantIds, deleteMessage, reportableMessage } from './message-moderation.repository';
export { messagingPersonalData } from './messaging.personal-data.repository';
