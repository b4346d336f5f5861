import { formText } from 'shared-ui';

/**
 * A destructive form asks once more before its post does anything: its
 * confirming button ('Endgültig löschen', 'Endgültig ablehnen') posts this
 * field as `yes`. Without it the action answers the question (`leadFormDone`)
 * and the page shows it (ConfirmQuestion) — with script or without.
 */
export const CONFIRM_FIELD = 'confirm';

export const isConfirmed = (formData: FormData) => formText(formData, CONFIRM_FIELD) === 'yes';
