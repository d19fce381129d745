/** Where the reset code goes: the body of both the send and the check calls. */
export type ResetTarget = { email: string } | { phoneNumber: string };

export type ResetMethod = 'email' | 'phone';
